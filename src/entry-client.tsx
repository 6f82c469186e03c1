import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { liveSite } from './app/live-site';
import { loadSections } from './render/registry';
import { PAGE_DATA_ID, SITE_DATA_ID, type InitialPage } from './content/initial';
import type { SiteData } from './content/model';

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

const initial = readJson<InitialPage>(PAGE_DATA_ID);
liveSite.set(readJson<SiteData | null>(SITE_DATA_ID));

function Root() {
  const { site, version } = useSyncExternalStore(liveSite.subscribe, liveSite.get, liveSite.get);
  if (!site) return <p style={{ padding: '2rem', fontFamily: 'system-ui' }}>The site content has errors. See the terminal or the error overlay.</p>;
  return <App site={site} initial={initial} version={version} />;
}

const cache = createCache({ key: 'css' });
const app = (
  <StrictMode>
    <CacheProvider value={cache}>
      <BrowserRouter>
        <Root />
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;
// The first section (the top of the screen) is hydrated at once: its code is preloaded by the HTML
// and loaded before hydration. The others hydrate as their code arrives, each in its own Suspense
// boundary, with the prerendered markup in place meanwhile.
void loadSections(initial.page?.sections.slice(0, 1).map((section) => section.type) ?? []).then(() => {
  // As a transition, hydration yields to the browser between small slices of work: no long task.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});

if (import.meta.hot) {
  import.meta.hot.on('site:update', (payload: { site: SiteData }) => liveSite.update(payload.site));
}
