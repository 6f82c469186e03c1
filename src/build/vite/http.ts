import type { IncomingMessage, ServerResponse } from 'node:http';

/** A connect middleware, as Vite's dev and preview servers take them. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Answer with a JSON body. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** Answer with a body of the given type and its length; no body for HEAD. */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}
