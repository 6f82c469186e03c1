import type { IncomingMessage } from 'node:http';

/**
 * A request's body, read to its end: its bytes, or `undefined` when it is larger than `maxBytes`.
 * A body declared larger (Content-Length) is refused before anything is read; one that grows past
 * the limit is read to its end without being kept, so the sender receives the refusal instead of a
 * reset connection. The callers say what the refusal is (a 413 in their own words).
 */
export function readCapped(req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size <= maxBytes) chunks.push(bytes);
      else chunks.length = 0;
    });
    req.on('error', reject);
    req.on('end', () => resolve(size > maxBytes ? undefined : Buffer.concat(chunks)));
  });
}
