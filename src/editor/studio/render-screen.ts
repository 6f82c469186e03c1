import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A studio screen as a whole HTML document: rendered on the server, no script, so the strict CSP holds. */
export function screenHtml(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
