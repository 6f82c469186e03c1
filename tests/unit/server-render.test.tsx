import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { InitialPage } from '../../src/content/initial';
import type { SiteData } from '../../src/content/model';
import { render } from '../../src/entry-server';
import { criticalStyleTags } from '../../src/render/critical-styles';
import { asServedStyles, EMOTION_KEY } from '../../src/render/served-styles';
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

describe("a server render's <style> tags", () => {
  it("are Emotion's server's, renamed as served: global styles marked in place, component styles the markup uses under data-served-css", () => {
    const cache = createCache({ key: EMOTION_KEY });
    const server = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <Global styles={{ '.x': { color: 'red' } }} />
        {/* An empty style (css-0): Emotion files it as an empty global one. */}
        <p css={{}}>empty</p>
        <p css={{ color: 'blue', '&:hover': { color: 'navy' } }}>shown</p>
        <p css={[{ padding: 1 }, { margin: 2 }]}>composed</p>
      </CacheProvider>,
    );
    // A style inserted but not in the markup (its element was not kept) is left out, as Emotion leaves it out.
    renderToString(
      <CacheProvider value={cache}>
        <p css={{ color: 'green' }}>elsewhere</p>
      </CacheProvider>,
    );
    const emotion = asServedStyles(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html))).replace(
      /<style data-emotion=/g,
      '<style data-s="" data-emotion=',
    );
    expect(emotion).toContain('data-served-css="css ');
    expect(emotion).not.toContain('green');
    expect(criticalStyleTags(cache, html)).toBe(emotion);
  });

  it('have an empty component tag when the markup uses no class, as Emotion writes it', () => {
    const cache = createCache({ key: EMOTION_KEY });
    const server = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <p>plain</p>
      </CacheProvider>,
    );
    expect(criticalStyleTags(cache, html)).toBe(asServedStyles(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html))));
  });
});
