import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
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
import { asServedStyles, EMOTION_KEY } from './render/served-styles';
import { makeTheme } from './theme/theme';

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
  const cache = createCache({ key: EMOTION_KEY });
  const server = createEmotionServer(cache);
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
    const markup = renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <IslandTree site={islandSite(pickSite(site, reads.site), props)} props={props} component={island.component} />
        </ThemeProvider>
      </CacheProvider>,
      { identifierPrefix: islandIdPrefix(n) },
    );
    html = html.replace(islandSlot(n), () => markup);
    all.push(props);
  }
  if (all.length) html += `<script type="application/json" ${ISLAND_PROPS_ATTRIBUTE}>${scriptJson(all)}</script>`;
  // The component styles under the served name (render/served-styles.ts); the global styles marked as
  // in place (`data-s`, as Emotion marks what it inserts itself), or making a cache would move them.
  const styles = asServedStyles(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html))).replace(
    /<style data-emotion=/g,
    '<style data-s="" data-emotion=',
  );
  return { html, styles };
}
