/**
 * Where the server serves the editor and the site it previews: `/` under `npm run dev`,
 * `/__draft/<name>/` for a draft in the studio (its development server's base), so that each tab's
 * addresses name the draft it edits.
 */
const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** An address of the editor or the site (/__edit/about, /about) as this server serves it. */
export const atBase = (path: string): string => `${BASE}${path}`;

/** The address below the base: what the editor's routes read (/__draft/spring/__edit/about → /__edit/about). */
export const belowBase = (pathname: string): string => (BASE && pathname.startsWith(`${BASE}/`) ? pathname.slice(BASE.length) : pathname);
