/**
 * Where `npm run dev` serves the site (vite.config.ts sets it), and the addresses of what only the
 * development server shows. The starter page of npm run new-page, its printout and site/SECTIONS.md
 * quote them.
 */
export const DEV_HOST = '127.0.0.1';
export const DEV_PORT = 5173;
export const DEV_ORIGIN = `http://${DEV_HOST}:${DEV_PORT}`;

/** The address of the section gallery (gallery.ts). The dev server serves it; the build never writes it. */
export const GALLERY_ROUTE = '/__sections';

// The page editor's address, which the browser's editor needs too, is EDITOR_BASE of src/editor/editor-routes.ts.
