import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import type { InitialPage } from './content/initial';
import type { SiteData } from './content/model';
import { loadSections } from './render/registry';

export const EMOTION_KEY = 'css';

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
  // Marked as already in place (`data-s`, as Emotion marks the styles it inserts itself): otherwise
  // creating the browser's cache moves every server-rendered <style> to the end of <head> (meant for
  // styles inlined in <body>; these are in <head> already), and the browser parses all the page's
  // CSS again and restyles the whole page while the app starts. Their rules are still taken over.
  const styles = server
    .constructStyleTagsFromChunks(server.extractCriticalToChunks(html))
    .replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');
  return { html, styles };
}
