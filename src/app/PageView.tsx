import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMeta, type InitialPage } from '../content/initial';
import { normalizePath } from '../content/routes';
import { useSite } from '../content/site-context';
import { NotFound } from '../layout/NotFound';
import { releaseWaiting } from '../render/on-screen';
import { PageRenderer } from '../render/PageRenderer';
import { scrollToId } from '../ui/scroll';
import { loadPage, seedPage } from './page-store';

/**
 * The page at the current address. The first page comes with the HTML; later ones are fetched as
 * JSON while the previous page stays on screen. After each change the window scrolls to the top
 * (or to the #anchor of the address) and the document title follows.
 */
export interface PageViewProps {
  initial: InitialPage;
  version?: number;
  /** The document came without a usable page (dev, content invalid when it was opened): fetch it first. */
  fetchFirst?: boolean;
  onShow?: (route: string) => void;
}

export function PageView({ initial, version = 0, fetchFirst = false, onShow }: PageViewProps) {
  const site = useSite();
  const location = useLocation();
  const route = normalizePath(location.pathname);
  // The document the server sent is the answer for the address it was sent for, whether a page,
  // the catch-all page above it or the not-found page: nothing is fetched for the first render.
  const [shown, setShown] = useState(() => {
    if (fetchFirst) return { route, page: null, version: -1 };
    // A document with stubs of its static sections is no page to show again: its chunk is fetched then.
    if (!initial.partial) seedPage(route, initial.page);
    return { route, page: initial.page, version };
  });
  const first = useRef(true);
  const servedPath = useRef(location.pathname);
  // Sections of the served page still waiting to come near the screen would hold the next page back.
  // A new #anchor or ?query of the same page (a click on an #anchor link before its section hydrated)
  // re-renders nothing below (content, below), so it releases nothing either.
  if (location.pathname !== servedPath.current) releaseWaiting();

  useEffect(() => {
    if (shown.route === route && shown.version === version) return;
    let cancelled = false;
    loadPage(route, site).then(
      (page) => !cancelled && setShown({ route, page, version }),
      () => {
        // In dev, content with errors answers no page: the overlay says why and the last good page stays.
        // Otherwise (offline, a deploy replaced the files) a full load of the address shows it whole.
        if (!cancelled && !import.meta.env.DEV) window.location.assign(location.pathname + location.search + location.hash);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [route, version, shown.route, shown.version, site, location]);

  useEffect(() => onShow?.(shown.page?.route ?? shown.route), [onShow, shown]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { title, description } = pageMeta(site, shown);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    if (!(location.hash && scrollToId(location.hash.slice(1)))) window.scrollTo({ top: 0, left: 0 });
    // Only a new page moves the window, not a content refresh of the same one.
  }, [shown.route]);

  // The same elements while the page shown is the same: a section not hydrated yet that React saw
  // change would be dropped and drawn again once its code arrived, moving the page under the visitor.
  const notFoundPath = shown.page ? undefined : location.pathname;
  const content = useMemo(
    () => (shown.page ? <PageRenderer sections={shown.page.sections} route={shown.page.route} /> : <NotFound path={notFoundPath!} />),
    [shown.page, notFoundPath],
  );
  return shown.version === -1 ? null : content;
}
