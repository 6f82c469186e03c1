import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview, type Plugin } from 'vite';

export interface Served {
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  origin: string;
  close(): Promise<void>;
}

const COMPRESSIBLE = /text\/|javascript|json|xml|svg/i;

/**
 * Gzip every compressible response that is not compressed yet, as any static host does. Vite's
 * preview compresses only what reaches its own static middleware; the documents that the
 * site-content plugin serves (every route and 404.html) would go out uncompressed, which is
 * not what a visitor gets from a real host. The body is buffered, then sent with its length.
 */
export function gzipEverything(): Plugin {
  return {
    name: 'bench-gzip',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method === 'HEAD' || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        const chunks: Buffer[] = [];
        const original = { writeHead: res.writeHead, write: res.write, end: res.end };
        let status: number | undefined;
        const toBuffer = (chunk: unknown, encoding?: unknown) =>
          Buffer.isBuffer(chunk)
            ? chunk
            : typeof chunk === 'string'
              ? Buffer.from(chunk, (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding)
              : Buffer.from(chunk as Uint8Array);
        const patched = res as unknown as Record<'writeHead' | 'write' | 'end', (...args: unknown[]) => unknown>;
        patched.writeHead = (code: unknown, ...rest: unknown[]) => {
          status = code as number;
          const headers = rest.find((item) => item && typeof item === 'object') as OutgoingHttpHeaders | string[] | undefined;
          if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
          else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
          return res;
        };
        patched.write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
          chunks.push(toBuffer(chunk, encoding));
          const done = [encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined;
          done?.();
          return true;
        };
        patched.end = (...args: unknown[]) => {
          const done = args.find((item) => typeof item === 'function') as (() => void) | undefined;
          const data = args.filter((item) => typeof item !== 'function');
          if (data[0] !== undefined && data[0] !== null) chunks.push(toBuffer(data[0], data[1]));
          Object.assign(res, original);
          let body: Buffer = Buffer.concat(chunks);
          const type = String(res.getHeader('content-type') ?? '');
          if (
            !res.getHeader('content-encoding') &&
            COMPRESSIBLE.test(type) &&
            body.length >= 1024 &&
            [200, 404].includes(status ?? res.statusCode)
          ) {
            body = gzipSync(body);
            res.setHeader('content-encoding', 'gzip');
            res.setHeader('vary', 'Accept-Encoding');
          }
          const code = status ?? res.statusCode;
          if (code !== 204 && code !== 304 && !res.headersSent) res.setHeader('content-length', body.length);
          if (status !== undefined) res.writeHead(status);
          res.end(body, done);
          return res;
        };
        next();
      });
    },
  };
}

/**
 * Serve a built site with `vite preview` (the project's routing: `<route>/index.html`, catch-all
 * pages, `404.html` with status 404) on 127.0.0.1 and a free port.
 */
export async function serve(outDir: string, { root = process.cwd(), gzip = true } = {}): Promise<Served> {
  const server = await preview({
    root,
    logLevel: 'silent',
    build: { outDir: resolve(root, outDir) },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    plugins: gzip ? [gzipEverything()] : [],
  });
  const address = server.httpServer.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
