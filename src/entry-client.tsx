import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { setBuild } from './app/page-store';
import { liveSite } from './app/live-site';
import { capturePrerendered, copyInSlices } from './render/prerendered';
import { servedStylesCache } from './render/served-styles';
import { failedSectionLoads, loadSections } from './render/registry';
import { SectionBoundary } from './render/SectionBoundary';
import { isStaticStub, PAGE_DATA_ID, SITE_DATA_ID, type InitialPage } from './content/initial';
import type { PageData, SiteData } from './content/model';
import { recordVisit } from './leads/attribution';

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;
}

/** A new task: the browser paints and handles input between the steps of starting up, so none is a long task. */
function pause(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function Root({ initial, fetchFirst }: { initial: InitialPage; fetchFirst: boolean }) {
  const { site, version } = useSyncExternalStore(liveSite.subscribe, liveSite.get, liveSite.get);
  // Only the development server serves a page while the content has errors.
  if (!site)
    return import.meta.env.DEV ? (
      <p style={{ padding: '2rem', fontFamily: 'system-ui' }}>The site content has errors. See the terminal or the error overlay.</p>
    ) : null;
  return <App site={site} initial={initial} version={version} fetchFirst={fetchFirst} />;
}

/** What React reports: failures a section boundary names itself are not logged twice. */
function rootOptions(container: HTMLElement, served: Node) {
  return {
    onCaughtError(error: unknown, info: { errorBoundary?: unknown }) {
      // A section boundary logs its own failure, naming the section.
      if (!(info.errorBoundary instanceof SectionBoundary)) console.error(error);
    },
    onRecoverableError(error: unknown) {
      const cause = (error as { cause?: unknown })?.cause;
      if (!failedSectionLoads.has(error as object) && !failedSectionLoads.has(cause as object)) console.error(error);
    },
    onUncaughtError(error: unknown) {
      console.error('The page stopped responding to clicks; its content stays as it was served.', error);
      setTimeout(() => container.replaceChildren(...served.cloneNode(true).childNodes));
    },
  };
}

async function start() {
  const initial = readJson<InitialPage>(PAGE_DATA_ID);
  setBuild(initial.build);
  liveSite.set(readJson<SiteData | null>(SITE_DATA_ID));
  recordVisit(liveSite.get().site?.site.leads.attribution, new URL(location.href), document.referrer);
  /** Served while the content had errors (dev): once it is fixed, the page is fetched. */
  const servedInvalid = liveSite.get().site === null;
  // Static sections (render/interactive.ts) never hydrate: the document carries a stub of each, and
  // they stay as served. The first section (the top of the screen), when interactive, is hydrated at
  // once: its code, started by the boot script with the entry, is loaded before hydration. The other
  // interactive ones hydrate as their code arrives,
  // each in its own Suspense boundary, with the prerendered markup in place meanwhile; the code of a
  // section below the screen is fetched only when it comes near (render/on-screen.ts). A section
  // whose code fails keeps its markup.
  const first = initial.page?.sections.slice(0, 1).filter((section) => !isStaticStub(section)) ?? [];
  const firstSection = loadSections(first.map((section) => section.type)).catch(() => undefined);
  await pause();
  const container = document.getElementById('root')!;
  // Whatever escapes the section boundaries, the page keeps the markup it was served with; and a
  // section whose code fails puts its own part of it back.
  const served = (await copyInSlices(container, pause)) as Element;
  if (initial.page) capturePrerendered(container.querySelector('main'), served.querySelector('main'), initial.page.route);
  await pause();
  const app = (
    <StrictMode>
      <CacheProvider value={servedStylesCache()}>
        <BrowserRouter basename={import.meta.env.BASE_URL}>
          <Root initial={initial} fetchFirst={servedInvalid} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>
  );
  await firstSection;
  // As a transition, hydration yields to the browser between small slices of work: no long task.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app, rootOptions(container, served)));
  else createRoot(container, rootOptions(container, served)).render(app);
}

void start();

if (import.meta.hot) {
  import.meta.hot.on('site:update', (payload: { site: SiteData; page?: PageData }) => liveSite.update(payload.site, payload.page));
}
