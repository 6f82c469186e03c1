import { CacheProvider } from '@emotion/react';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { liveSite } from './live-site';
import { failedSectionLoads } from '../render/registry';
import { SectionBoundary } from '../render/SectionBoundary';
import { servedStylesCache } from '../render/served-styles';
import { PAGE_DATA_ID, SITE_DATA_ID, SITE_READY_EVENT, SITE_UPDATE_EVENT, type InitialPage, type SiteReady } from '../content/initial';
import type { PageData, SiteData } from '../content/model';
import { recordVisit } from '../leads/attribution';

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

function Root({ initial, fetchFirst }: { initial: InitialPage; fetchFirst: boolean }) {
  const { site, version } = useSyncExternalStore(liveSite.subscribe, liveSite.get, liveSite.get);
  // Only the development server serves a page while the content has errors.
  if (!site)
    return <p style={{ padding: '2rem', fontFamily: 'system-ui' }}>The site content has errors. See the terminal or the error overlay.</p>;
  return <App site={site} initial={initial} version={version} fetchFirst={fetchFirst} />;
}

/**
 * The development server's page (and so the editor's preview): the whole app rendered in the
 * browser from the page and site data the document carries, rendered again after every edit
 * (`site:update`). A built page hydrates its islands instead (render/hydrate-island.tsx). Its
 * links are plain site addresses, as in a build: under a studio draft's base (`/__draft/<slug>/`)
 * the studio sends a navigation from the draft's page to the same address of that draft.
 */
export function renderWhole() {
  const initial = readJson<InitialPage>(PAGE_DATA_ID);
  liveSite.set(readJson<SiteData | null>(SITE_DATA_ID));
  recordVisit(liveSite.get().site?.site.leads.attribution, new URL(location.href), document.referrer);
  /** Served while the content had errors: once it is fixed, the page is fetched. */
  const servedInvalid = liveSite.get().site === null;
  const container = document.getElementById('root')!;
  createRoot(container, {
    onCaughtError(error: unknown, info: { errorBoundary?: unknown }) {
      // A section boundary logs its own failure, naming the section.
      if (!(info.errorBoundary instanceof SectionBoundary)) console.error(error);
    },
    onRecoverableError(error: unknown) {
      const cause = (error as { cause?: unknown })?.cause;
      if (!failedSectionLoads.has(error as object) && !failedSectionLoads.has(cause as object)) console.error(error);
    },
  }).render(
    <StrictMode>
      <CacheProvider value={servedStylesCache()}>
        <Root initial={initial} fetchFirst={servedInvalid} />
      </CacheProvider>
    </StrictMode>,
  );
  if (import.meta.hot) {
    import.meta.hot.on(SITE_UPDATE_EVENT, (payload: { site: SiteData; page?: PageData }) => liveSite.update(payload.site, payload.page));
    // Listening now: the server sends what it published since it rendered this document.
    import.meta.hot.send(SITE_READY_EVENT, { route: initial.route, revision: initial.revision } satisfies SiteReady);
  }
}
