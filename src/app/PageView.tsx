import { useEffect, useMemo, useState } from 'react';
import type { InitialPage } from '../content/initial';
import { useSite } from '../content/site-context';
import { NotFound } from '../layout/NotFound';
import { PageRenderer } from '../render/PageRenderer';
import { loadPage } from './page-store';

/**
 * The page the document was served for (its page, the catch-all page above it or the not-found
 * page). Every address is its own document: a link loads the next one whole. In the full client
 * render of the development server, an edit of the content (a new `version`) fetches the page's
 * data again and shows it in place.
 */
export interface PageViewProps {
  initial: InitialPage;
  version?: number;
  /** The document came without a usable page (dev, content invalid when it was opened): fetch it first. */
  fetchFirst?: boolean;
}

export function PageView({ initial, version = 0, fetchFirst = false }: PageViewProps) {
  const site = useSite();
  const [shown, setShown] = useState(() => (fetchFirst ? { page: null, version: -1 } : { page: initial.page, version }));

  useEffect(() => {
    if (shown.version === version) return;
    let cancelled = false;
    // Content with errors answers no page: the overlay says why and the last good page stays.
    loadPage(initial.route, site).then(
      (page) => !cancelled && setShown({ page, version }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [initial.route, version, shown.version, site]);

  // The same elements while the page shown is the same: an edit of one section leaves the others as they are.
  const notFoundPath = shown.page ? undefined : initial.route;
  const content = useMemo(
    () => (shown.page ? <PageRenderer sections={shown.page.sections} route={shown.page.route} /> : <NotFound path={notFoundPath!} />),
    [shown.page, notFoundPath],
  );
  return shown.version === -1 ? null : content;
}
