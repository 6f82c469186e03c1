/**
 * The render cache (src/build/output/render-cache.ts) keeps no copy of a render: it names the
 * document written with it, and the next build takes the render back out of that document as long
 * as the document still holds it exactly; otherwise the page is rendered again.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/content/model';
import { renderDocument } from '../../src/build/output/html';
import { takeIslandProps } from '../../src/build/output/island-props';
import { renderDigest, type Rendered } from '../../src/build/output/page-document';
import { betweenHeadAndMarkup, renderCache } from '../../src/build/output/render-cache';
import { temporaryFolder } from '../helpers/temporary';

const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <!--app-head-->\n  </head>\n  <body>\n    <div id="root"><!--app-html--></div>\n    <!--app-data-->\n  </body>\n</html>\n';
const SITE = { site: { locale: 'en', brand: { logo: { src: '/assets/logo.svg' } } } } as unknown as SiteData;

const withProps: Rendered = {
  html: '<main><h1>Vending for offices</h1><p>Snacks &amp; drinks, 24/7 — in the lobby.</p></main><script type="application/json" data-island-props>[{"kind":"section","n":0}]</script>',
  styles: '<style data-served-css="css 1a2b">.css-1a2b{color:red}</style>',
};

/** One build's cache over the same folders (a new instance, as the next build makes it). */
function cacheOf(root: string) {
  return renderCache(join(root, 'cache'), join(root, 'bundle'), SITE);
}

/** Write the document of `rendered` as a build does (its props block moved into a file), and keep the render by it. */
async function writeAndKeep(root: string, rendered: Rendered, title: string) {
  const cache = cacheOf(root);
  const { html, file } = takeIslandProps(rendered.html);
  const document = join(root, 'dist/about/index.html');
  const props = join(root, 'dist/_app', file!.name);
  mkdirSync(join(root, 'dist/about'), { recursive: true });
  mkdirSync(join(root, 'dist/_app/islands'), { recursive: true });
  writeFileSync(document, page(rendered.styles, html, title));
  writeFileSync(props, file!.json);
  cache.set(cache.key('/about', null), {
    document,
    between: betweenHeadAndMarkup(TEMPLATE),
    markup: html.length,
    styles: rendered.styles.length,
    props,
    digest: renderDigest(rendered),
  });
  await cache.finish(true);
  return { document, props };
}

function page(styles: string, html: string, title: string) {
  return renderDocument(TEMPLATE, { title, description: 'About us', head: styles, appHtml: html, site: SITE });
}

function folder() {
  const root = temporaryFolder('render-cache-');
  mkdirSync(join(root, 'bundle'));
  writeFileSync(join(root, 'bundle/entry-server.js'), 'export {}');
  return root;
}

describe('the render cache', () => {
  it('gives the next build the render back out of the document written with it, props block and all', async () => {
    const root = folder();
    await writeAndKeep(root, withProps, 'About');
    const next = cacheOf(root);
    expect(next.get(next.key('/about', null))).toEqual(withProps);
    expect(next.get(next.key('/contact', null))).toBeUndefined();
    expect([next.hits, next.misses]).toEqual([1, 1]);
  });

  it('still finds it once the document around it changed (a longer title in its head)', async () => {
    const root = folder();
    const { document } = await writeAndKeep(root, withProps, 'About');
    const { html } = takeIslandProps(withProps.html);
    writeFileSync(document, page(withProps.styles, html, 'About us, the people behind the machines'));
    const next = cacheOf(root);
    expect(next.get(next.key('/about', null))).toEqual(withProps);
  });

  it('renders again when the document no longer holds the render exactly, or is gone', async () => {
    const root = folder();
    const { document, props } = await writeAndKeep(root, withProps, 'About');
    const { html } = takeIslandProps(withProps.html);
    const edited = cacheOf(root);
    writeFileSync(document, page(withProps.styles, html.replace('lobby', 'lobbY'), 'About'));
    expect(edited.get(edited.key('/about', null))).toBeUndefined();

    writeFileSync(document, page(withProps.styles, html, 'About'));
    writeFileSync(props, '[]');
    const otherProps = cacheOf(root);
    expect(otherProps.get(otherProps.key('/about', null))).toBeUndefined();

    rmSync(document);
    const removed = cacheOf(root);
    expect(removed.get(removed.key('/about', null))).toBeUndefined();
    expect(removed.misses).toBe(1);
  });
});
