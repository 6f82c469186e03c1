/**
 * The fake editor API as a Vite plugin, and the editor's HTML served the way the real dev server
 * must serve it: /__edit and /__edit/<route> answer editor.html through server.transformIndexHtml
 * (so Vite's client and React refresh are injected) with the token in <meta name="editor-token">.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { fakeEditorApi } from './editor-fake-api';

function readBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  return new Promise((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      try {
        done(text ? (JSON.parse(text) as Record<string, unknown>) : undefined);
      } catch (error) {
        fail(error);
      }
    });
    req.on('error', fail);
  });
}

export function editorFakePlugin(options: { siteDir: string; schemaDir: string; token: string }): Plugin {
  const api = fakeEditorApi(options);
  return {
    name: 'editor-fake-api',
    configureServer(server) {
      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = req.url ?? '/';
        const send = (status: number, type: string, body: string) => {
          res.statusCode = status;
          res.setHeader('content-type', type);
          res.setHeader('cache-control', 'no-store');
          res.end(body);
        };
        if (url.startsWith('/__edit/api/')) {
          try {
            const body = req.method === 'POST' ? await readBody(req) : undefined;
            const token = req.headers['x-editor-token'];
            const answer = api.handle(
              req.method ?? 'GET',
              url.slice('/__edit/api'.length),
              body,
              typeof token === 'string' ? token : undefined,
            );
            return send(answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.json));
          } catch (error) {
            return send(500, 'application/json; charset=utf-8', JSON.stringify({ error: (error as Error).message }));
          }
        }
        const path = url.split('?')[0]!;
        if (req.method === 'GET' && (path === '/__edit' || path.startsWith('/__edit/'))) {
          const template = readFileSync(resolve('editor.html'), 'utf8');
          const html = await server.transformIndexHtml(url, template, (req as { originalUrl?: string }).originalUrl);
          const escaped = options.token.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
          return send(
            200,
            'text/html; charset=utf-8',
            html.replace('<meta name="editor-token" content="" />', `<meta name="editor-token" content="${escaped}" />`),
          );
        }
        next();
      });
    },
  };
}
