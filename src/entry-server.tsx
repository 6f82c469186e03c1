import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App';
import type { InitialPage } from './content/initial';
import type { SiteData } from './content/model';
import { scriptJson } from './build/output/html';
import { islandIdPrefix, IslandHostProvider, islandSlot, IslandTree } from './render/island';
import { islandReads, islandSite, pickSite, type IslandProps } from './render/island-data';
import { ISLAND_PROPS_ATTRIBUTE } from './render/island-names';
import { loadSections } from './render/registry';
import { criticalStyleTags } from './render/critical-styles';
import { emotionCache } from './render/served-styles';
import { makeTheme } from './theme/theme';

// What the build's render workers run besides render (output/render-pool.ts): each makes and writes
// the document of the route it rendered, so that neither passes through the build's main thread.
export { makeDocument, renderDigest } from './build/output/page-document';
export { islandPropsWriter } from './build/output/island-props';

/** An island's markup and the styles its render put in the Emotion cache, in the order it put them there. */
interface KeptIsland {
  markup: string;
  inserted: [string, EmotionCache['inserted'][string]][];
  registered: [string, EmotionCache['registered'][string]][];
}

/**
 * The header's island as rendered for each page it can mark: it is the same on every page but for
 * the links to the page on screen, and reads the route only to compare it with the addresses in its
 * own data (render/interactive.ts: HEADER_READS). So it is rendered once per address of its data
 * that a page has, and once for every other page; per site, since a dev server renders other sites.
 */
const keptHeaders = new WeakMap<SiteData, Map<string, KeptIsland>>();

/** The strings of the header's data (its links' addresses among them): a route equal to one is marked, any other is not. */
const headerStrings = new WeakMap<SiteData, Set<string>>();

function stringsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** The key of the header island's render for `current`: the route when the header's data names it, else one for every other page. */
function headerKey(site: SiteData, props: IslandProps, n: number): string {
  let strings = headerStrings.get(site);
  if (!strings) headerStrings.set(site, (strings = stringsOf(pickSite(site, islandReads(props).site), new Set())));
  return `${n}\0${strings.has(props.current) ? props.current : '\0'}`;
}

/** Put what a kept island's render put in its own cache into the page's: the styles it did not have yet, in the same order. */
function replayStyles(kept: KeptIsland, cache: EmotionCache) {
  for (const [name, rules] of kept.inserted) if (cache.inserted[name] === undefined) cache.inserted[name] = rules;
  for (const [name, styles] of kept.registered) cache.registered[name] = styles;
}

/**
 * Render one page to HTML, with the critical CSS of exactly what it shows as <style> tags for <head>.
 *
 * The page is rendered whole, each island (render/island.tsx) as a slot; then each island on its
 * own, from exactly the part of the site's data it reads, as the browser will hydrate it (its own
 * root, its own ids). After the markup comes one JSON block, the islands' props in their order, each
 * with the records it shows: the build moves it into a file of its own (output/island-props.ts);
 * what they read of site.yaml is one file for the whole site. Static sections leave no data behind.
 */
export async function render(url: string, site: SiteData, initial: InitialPage): Promise<{ html: string; styles: string }> {
  await loadSections(initial.page?.sections.map((section) => section.type) ?? []);
  const cache = emotionCache();
  // Compat mode, as Emotion's server sets it: the cache keeps each style's rules for the <style> tags.
  cache.compat = true;
  const islands: { props: IslandProps; component: ComponentType<object> }[] = [];
  const host = { add: (props: IslandProps, component: ComponentType<object>) => islands.push({ props, component }) - 1 };
  let html = renderToString(
    <CacheProvider value={cache}>
      <IslandHostProvider value={host}>
        <App site={site} initial={initial} />
      </IslandHostProvider>
    </CacheProvider>,
  );
  const theme = makeTheme(site.site.theme);
  const all: IslandProps[] = [];
  for (const [n, island] of islands.entries()) {
    const reads = islandReads(island.props);
    const props: IslandProps =
      island.props.kind === 'section' && reads.data.length ? { ...island.props, data: pickSite(site, reads.data).data } : island.props;
    const renderIsland = (into: EmotionCache) =>
      renderToString(
        <CacheProvider value={into}>
          <ThemeProvider theme={theme}>
            <IslandTree site={islandSite(pickSite(site, reads.site), props)} props={props} component={island.component} />
          </ThemeProvider>
        </CacheProvider>,
        { identifierPrefix: islandIdPrefix(n) },
      );
    let markup: string;
    if (props.kind === 'header') {
      let kept = keptHeaders.get(site);
      if (!kept) keptHeaders.set(site, (kept = new Map()));
      const key = headerKey(site, props, n);
      let header = kept.get(key);
      if (!header) {
        // Rendered into a cache of its own, so that what it adds can be added to each page's.
        const own = emotionCache();
        own.compat = true;
        header = { markup: renderIsland(own), inserted: Object.entries(own.inserted), registered: Object.entries(own.registered) };
        kept.set(key, header);
      }
      replayStyles(header, cache);
      markup = header.markup;
    } else markup = renderIsland(cache);
    html = html.replace(islandSlot(n), () => markup);
    all.push(props);
  }
  if (all.length) html += `<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>${scriptJson(all)}</script>`;
  const styles = criticalStyleTags(cache, html);
  return { html, styles };
}
