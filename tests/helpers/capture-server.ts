import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

export interface Captured {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The classic answers: 200, 500, or none at all. */
export type Mode = 'ok' | 'error' | 'hang';

/** Any other answer. */
export interface Reply {
  /** The status of the answer to every request but CORS preflights. */
  status: number;
  /** A Location header, e.g. for a 3xx: a path on this server (recorded like any other) or a URL. */
  location?: string;
}

/** The second path of the server: where `redirect()` sends the webhook's callers. */
export const MOVED_PATH = '/moved';

/**
 * A stand-in for the lead webhook on 127.0.0.1: records the method, path, headers and body of every
 * request (`requests`; CORS preflights separately, in `preflights`) and answers as the test asks:
 * `setMode('ok' | 'error' | 'hang')` for 200, 500 or never, `setReply({ status, location })`
 * for anything else, `hold()` to keep the answers back until the test releases them. A request to
 * MOVED_PATH, where the redirects of `redirect(status)` point, is answered 200 (whatever its
 * method), as a page a redirected POST would land on. It answers CORS preflights as a hosted
 * webhook does, and sends the CORS header on every answer, redirects too.
 *
 * `origin` is how the site addresses the webhook, when that is not where it listens (a built site's
 * webhook is the run's public port, which the browser sends here: tests/helpers/ports.ts); the
 * redirects point there, as a moved webhook's would.
 */
export async function startCaptureServer(port: number, origin = `http://127.0.0.1:${port}`) {
  const requests: Captured[] = [];
  const preflights: Captured[] = [];
  let reply: Reply = { status: 200 };
  let hang = false;
  const hanging = new Set<ServerResponse>();
  /** While set, answers wait for it (hold()). */
  let held: Promise<void> | undefined;
  const releases = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const seen = { method: req.method ?? '', path, headers: req.headers, body };
      if (req.method === 'OPTIONS') {
        preflights.push(seen);
        return void res.writeHead(204).end();
      }
      requests.push(seen);
      if (path.split('?')[0] === MOVED_PATH) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"moved":true}');
      if (hang) return void hanging.add(res);
      const answer = { ...reply };
      const send = () => {
        const headers: Record<string, string> =
          answer.status === 204 || answer.status === 304 ? {} : { 'content-type': 'application/json' };
        if (answer.location) headers.location = answer.location;
        if (answer.status === 204 || answer.status === 304) res.writeHead(answer.status, headers).end();
        else res.writeHead(answer.status, headers).end(JSON.stringify({ status: answer.status }));
      };
      if (held) void held.then(send);
      else send();
    });
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      ready();
    });
  });
  return {
    requests,
    preflights,
    /** Forget what was recorded. */
    clear() {
      requests.length = 0;
      preflights.length = 0;
    },
    /** 200, 500 or never; what hold() keeps back is released. */
    setMode(next: Mode) {
      [...releases].forEach((release) => release());
      hang = next === 'hang';
      reply = { status: next === 'error' ? 500 : 200 };
    },
    setReply(next: Reply) {
      hang = false;
      reply = next;
    },
    /**
     * Keep the answers back, as a slow webhook does, until the function returned is called: the
     * requests are recorded as they arrive, and answered as set when released.
     */
    hold(): () => void {
      let release!: () => void;
      const gate = new Promise<void>((done) => (release = done));
      held = gate;
      const releaseOnce = () => {
        releases.delete(releaseOnce);
        if (held === gate) held = undefined;
        release();
      };
      releases.add(releaseOnce);
      return releaseOnce;
    },
    /** Answer `status` with a Location pointing at MOVED_PATH of `origin` (this server, as the site addresses it). */
    redirect(status: number) {
      hang = false;
      reply = { status, location: `${origin}${MOVED_PATH}` };
    },
    close: () =>
      new Promise<void>((done) => {
        [...releases].forEach((release) => release());
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A running capture server (startCaptureServer). */
export type CaptureServer = Awaited<ReturnType<typeof startCaptureServer>>;
