import { EDITOR_BASE } from '../editor-routes';

/** Where the studio serves its own screens; every other address is the open draft's editor and preview. */
export const STUDIO_BASE = '/__studio';

export const draftUrl = (slug: string) => `${STUDIO_BASE}/drafts/${slug}`;

/** A read-only view of a page: `context` is published, d.<slug> (a draft) or v.<commit> (a published version). */
export const viewUrl = (context: string, route: string) => `${STUDIO_BASE}/view/${context}${route === '/' ? '/' : route}`;

/** Where everything of a draft's editor and live preview lives (its development server's base): the address names the draft, so each tab keeps its own. */
export const DRAFT_BASE = '/__draft';

export const draftBase = (slug: string) => `${DRAFT_BASE}/${slug}/`;

/** The editor of a draft, at its list of pages, or at one of the site's other files (site.yaml, data/machines.yaml). */
export const draftEditorUrl = (slug: string, file?: string) =>
  `${DRAFT_BASE}/${slug}${EDITOR_BASE}${file === undefined ? '' : `?${new URLSearchParams({ file })}`}`;
