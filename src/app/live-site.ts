import type { PageData, SiteData } from '../content/model';
import { clearPages, seedPage } from './page-store';

type Snapshot = { site: SiteData | null; version: number };

let snapshot: Snapshot = { site: null, version: 0 };
const listeners = new Set<() => void>();

/**
 * The site data the browser renders with. It is set once from the HTML; in dev, the content plugin
 * replaces it after every valid edit, and the current page is fetched again.
 */
export const liveSite = {
  get: (): Snapshot => snapshot,
  set(site: SiteData | null) {
    snapshot = { site, version: snapshot.version };
  },
  /** New site data after an edit; `page`, when given, is the new data of the page that was changed. */
  update(site: SiteData, page?: PageData) {
    clearPages();
    if (page) seedPage(page.route, page);
    snapshot = { site, version: snapshot.version + 1 };
    document.querySelectorAll('vite-error-overlay').forEach((overlay) => overlay.remove());
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
