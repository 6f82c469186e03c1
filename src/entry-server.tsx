import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import type { InitialPage } from './content/initial';
import type { SiteData } from './content/model';
import { loadSections } from './render/registry';
import { asServedStyles, EMOTION_KEY } from './render/served-styles';

/** Render one page to HTML, with the critical CSS of exactly what it shows as <style> tags for <head>. */
export async function render(url: string, site: SiteData, initial: InitialPage): Promise<{ html: string; styles: string }> {
  await loadSections(initial.page?.sections.map((section) => section.type) ?? []);
  const cache = createCache({ key: EMOTION_KEY });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <App site={site} initial={initial} />
      </StaticRouter>
    </CacheProvider>,
  );
  // The component styles under the served name (render/served-styles.ts); the global styles marked as
  // in place (`data-s`, as Emotion marks what it inserts itself), or making a cache would move them.
  const styles = asServedStyles(server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html))).replace(
    /<style data-emotion=/g,
    '<style data-s="" data-emotion=',
  );
  return { html, styles };
}
