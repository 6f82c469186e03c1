import type { IncomingMessage } from 'node:http';

/** A request refused (or failed) with its HTTP status and a sentence saying why. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** How much of a body a route reads, and what its refusal says. */
export interface BodyLimit {
  maxBytes: number;
  /** The sentence of the 413 (default: "the request body is larger than <limit>"). */
  tooLarge?: string;
}

/** A limit in the units people read: 16 KB, 1.5 MB. */
export const sizeWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * A request's body, read to its end, at most `limit.maxBytes`; past it an HttpError 413 in the
 * route's words. A body declared larger (Content-Length) is refused before anything is read; one
 * that grows past the limit is read to its end without being kept, so the sender receives the
 * refusal instead of a reset connection.
 */
export async function readLimited(req: IncomingMessage, limit: BodyLimit): Promise<Buffer> {
  const refusal = () => new HttpError(413, limit.tooLarge ?? `the request body is larger than ${sizeWords(limit.maxBytes)}`);
  if (Number(req.headers['content-length'] ?? 0) > limit.maxBytes) {
    // Read and dropped, so that the answer arrives whole.
    req.resume();
    throw refusal();
  }
  const bytes = await new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer | string) => {
      const part = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += part.length;
      if (size <= limit.maxBytes) chunks.push(part);
      else chunks.length = 0;
    });
    req.on('error', reject);
    req.on('end', () => resolve(size > limit.maxBytes ? undefined : Buffer.concat(chunks)));
  });
  if (!bytes) throw refusal();
  return bytes;
}

/** The body as UTF-8 text, with readLimited's limit. */
export async function readLimitedText(req: IncomingMessage, limit: BodyLimit): Promise<string> {
  return (await readLimited(req, limit)).toString('utf8');
}

/** `text` as JSON; an HttpError 400 saying `malformed` when it is not. */
export function parseJson(text: string, malformed: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, malformed);
  }
}
