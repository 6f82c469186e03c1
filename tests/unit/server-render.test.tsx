import { describe, expect, it } from 'vitest';
import type { InitialPage } from '../../src/content/initial';
import type { SiteData } from '../../src/content/model';
import { render } from '../../src/entry-server';
import { loadFixtureSite } from '../helpers/render';

const model = loadFixtureSite('site');
const page = (route: string) => {
  const found = model.pages.find((p) => p.route === route);
  if (!found) throw new Error(`no page ${route} in site/`);
  return found;
};
const initialOf = (route: string): InitialPage => ({ route, page: route === '/404' ? null : page(route), build: 'test' });

describe('the server render of a page', () => {
  it('is the same after other pages of the site were rendered (its header drawn for them) as on its own', async () => {
    // Not in the header's links, in its submenu, in its bar, not in the header again, the not-found page.
    const routes = ['/products/mini-combo', '/vending-services', '/contact', '/about', '/products', '/404'];
    const site = model.site;
    for (const route of routes) {
      const afterOthers = await render(route, site, initialOf(route));
      // A site object the renderer has not seen: nothing drawn for another page is used.
      const alone = await render(route, structuredClone(site) as SiteData, initialOf(route));
      expect(afterOthers, route).toEqual(alone);
    }
  });

  it("marks the page's own link in the header, and no link on a page the header does not name", async () => {
    const marked = (await render('/vending-services', model.site, initialOf('/vending-services'))).html;
    expect(marked).toMatch(
      /<a [^>]*href="\/vending-services"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/vending-services"/,
    );
    const unmarked = (await render('/products/mini-combo', model.site, initialOf('/products/mini-combo'))).html;
    const header = unmarked.slice(0, unmarked.indexOf('</header>'));
    expect(header).toContain('<header');
    expect(header).not.toContain('aria-current');
  });
});
