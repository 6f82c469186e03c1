/** The request path after decoding: its segments (no empty, `.` or `..` one) and whether it ended in `/`. */
export interface RequestPath {
  segments: string[];
  trailingSlash: boolean;
  /**
   * False when the decoded bytes are not UTF-8 or a segment holds a backslash: no file of the build
   * can have such a name, so no file is looked up (a catch-all page may still answer).
   */
  fileSafe: boolean;
}

/** The reason a request target is refused with 400. */
export class BadRequest extends Error {}

const HEX = /^[0-9A-Fa-f]{2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** The path of a request target (origin form `/a?b`, or absolute form `http://host/a`), query and fragment cut. */
function rawPath(url: string): string {
  let target = url;
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  target = target.split(/[?#]/, 1)[0] ?? '';
  if (!target.startsWith('/')) throw new BadRequest('the request target is not a path');
  return target;
}

/** `%xx` escapes to bytes; a `%` not followed by two hex digits is refused. */
function percentDecode(path: string): Buffer {
  const bytes: number[] = [];
  const raw = Buffer.from(path, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i]!;
    if (byte !== 0x25) {
      bytes.push(byte);
      continue;
    }
    const hex = raw.subarray(i + 1, i + 3).toString('latin1');
    if (!HEX.test(hex)) throw new BadRequest('malformed percent-escape in the path');
    bytes.push(parseInt(hex, 16));
    i += 2;
  }
  return Buffer.from(bytes);
}

/** Parse and check a request URL; throws BadRequest for what nginx answers 400 (and for every `..`). */
export function parseRequestPath(url: string): RequestPath {
  const bytes = percentDecode(rawPath(url));
  if (bytes.includes(0)) throw new BadRequest('NUL byte in the path');
  let text: string;
  let fileSafe = true;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = lenientUtf8.decode(bytes);
    fileSafe = false;
  }
  const parts = text.split('/');
  const segments = parts.filter((part) => part !== '' && part !== '.');
  if (segments.includes('..')) throw new BadRequest('".." in the path');
  if (segments.some((segment) => segment.includes('\\'))) fileSafe = false;
  // `/about/` and `/about/.` end in a folder; `/`, `//` and `/./` are the root.
  const trailingSlash = segments.length > 0 && (parts.at(-1) === '' || parts.at(-1) === '.');
  return { segments, trailingSlash, fileSafe };
}

/** The URL path of a parsed request, `/` between segments, its trailing slash kept. */
export function pathOf({ segments, trailingSlash }: RequestPath): string {
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}

/** The URL path of a request for choosing its headers; `/` when the request is refused (400). */
export function headerPath(url: string): string {
  try {
    return pathOf(parseRequestPath(url));
  } catch {
    return '/';
  }
}
