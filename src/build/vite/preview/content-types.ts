const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'text/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  wasm: 'application/wasm',
};

/** The Content-Type of a file by its extension; nginx's default_type for anything else. */
export function contentType(file: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase();
  return (extension && Object.hasOwn(CONTENT_TYPES, extension) && CONTENT_TYPES[extension]) || 'application/octet-stream';
}
