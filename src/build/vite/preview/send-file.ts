import { createReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../http.ts';
import { contentType } from './content-types.ts';
import type { FoundFile } from './resolve-request.ts';

type Range = { start: number; end: number };

/** One satisfiable byte range of `bytes=…`, 'unsatisfiable', or undefined to send the whole file (no, several or unparsable ranges). */
export function byteRange(header: string | undefined, size: number): Range | 'unsatisfiable' | undefined {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (end < start && match[2] !== '') return undefined;
  }
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** The ETag and Last-Modified of a file, as nginx computes them (whole seconds). */
function validators(stats: Stats): { etag: string; modified: Date } {
  const seconds = Math.floor(stats.mtimeMs / 1000);
  return { etag: `"${seconds.toString(16)}-${stats.size.toString(16)}"`, modified: new Date(seconds * 1000) };
}

/** Whether the browser's copy is current: If-None-Match first, else If-Modified-Since. */
function isFresh(req: IncomingMessage, etag: string, modified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const ifModifiedSince = req.headers['if-modified-since'];
  return Boolean(ifModifiedSince && Date.parse(ifModifiedSince) >= modified.getTime());
}

/**
 * A found file for GET or HEAD, as nginx sends it: its type, ETag and Last-Modified, 304 when the
 * browser's copy is current, 206 for one byte range (416 when it is past the end). The caller has
 * set the other headers; `log` hears of a read that fails midway.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, { file, stats }: FoundFile, log?: (message: string) => void): void {
  const { etag, modified } = validators(stats);
  res.setHeader('Content-Type', contentType(file));
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', modified.toUTCString());
  res.setHeader('Accept-Ranges', 'bytes');
  if (isFresh(req, etag, modified)) {
    res.statusCode = 304;
    return void res.end();
  }
  const ifRange = req.headers['if-range'];
  const range = !ifRange || ifRange === etag ? byteRange(req.headers.range, stats.size) : undefined;
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${stats.size}`);
    return sendText(req, res, 416, 'text/plain; charset=utf-8', 'Range Not Satisfiable\n');
  }
  res.statusCode = range ? 206 : 200;
  if (range) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
  res.setHeader('Content-Length', range ? range.end - range.start + 1 : stats.size);
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(file, range ?? {});
  stream.on('error', (error) => {
    log?.(`preview: could not read ${file}: ${error.message}`);
    res.destroy();
  });
  stream.pipe(res);
}
