/** Where the studio serves its own screens; every other address is the open draft's editor and preview. */
export const STUDIO_BASE = '/__studio';

export const draftUrl = (slug: string) => `${STUDIO_BASE}/drafts/${slug}`;

/** A read-only view of a page: `context` is published, d.<slug> (a draft) or v.<commit> (a published version). */
export const viewUrl = (context: string, route: string) => `${STUDIO_BASE}/view/${context}${route === '/' ? '/' : route}`;
