import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { EDITOR_BASE } from '../../editor/editor-routes.ts';
import { editorToken, refusedOrigin } from './security.ts';

export interface EditorHtmlOptions {
  /** Vite's server.transformIndexHtml, which adds its client and React's refresh preamble. */
  transform?: (url: string, html: string) => Promise<string>;
  /** The editor's HTML page (editor.html of the project by default). */
  htmlFile?: string;
}

const TOKEN_META = /<meta\s+name="editor-token"[^>]*>/;

/** The editor's HTML with this server's token in <meta name="editor-token">. */
export function editorHtml(template: string): string {
  const meta = `<meta name="editor-token" content="${editorToken()}" />`;
  return TOKEN_META.test(template) ? template.replace(TOKEN_META, () => meta) : template.replace('</head>', () => `  ${meta}\n  </head>`);
}

/** Where the dev server serves the editor's pages: /__edit (the list) and /__edit/<address>, not its API. */
function isEditorPage(pathname: string): boolean {
  if (pathname !== EDITOR_BASE && !pathname.startsWith(`${EDITOR_BASE}/`)) return false;
  return pathname !== `${EDITOR_BASE}/api` && !pathname.startsWith(`${EDITOR_BASE}/api/`);
}

/**
 * A connect middleware that answers GET /__edit and /__edit/* with the editor's HTML (the API under
 * /__edit/api/ excepted). The page holds the API token, so it is refused, like the API, to any Host
 * but a loopback one, and may not be framed by another page.
 */
export function editorHtmlRoute(options: EditorHtmlOptions = {}) {
  const htmlFile = options.htmlFile ?? resolve('editor.html');
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const pathname = new URL(url, 'http://editor.invalid').pathname;
    if (!isEditorPage(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('content-security-policy', "frame-ancestors 'none'");
    res.setHeader('x-content-type-options', 'nosniff');
    const refused = refusedOrigin(req);
    if (refused) {
      res.statusCode = 403;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      return void res.end(`Refused: ${refused}.`);
    }
    const html = editorHtml(readFileSync(htmlFile, 'utf8'));
    (options.transform ? options.transform(url, html) : Promise.resolve(html)).then(
      (page) => {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : page);
      },
      (error: unknown) => next(error),
    );
  };
}
