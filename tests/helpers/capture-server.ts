import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Captured {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Mode = 'ok' | 'error' | 'hang';

/**
 * A stand-in for the lead webhook on 127.0.0.1: records every request and answers 200, 500 or
 * never, as the test asks. It answers CORS preflights as a hosted webhook does.
 */
export async function startCaptureServer(port: number) {
  const requests: Captured[] = [];
  let mode: Mode = 'ok';
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (mode === 'hang') hanging.add(res);
      else if (mode === 'error') res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    requests,
    setMode(next: Mode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((done) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
