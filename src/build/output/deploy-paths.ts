/** Where the build writes the server configuration, relative to dist/. */
export const HEADERS_FILE = '_headers';
export const NGINX_FILE = 'nginx/site.conf';
export const REDIRECTS_FILE = '_redirects';
export const VERCEL_FILE = 'vercel.json';

/**
 * How long browsers and caches keep each kind of file. Scripts and styles in /_app/ and picture
 * variants in /_img/ have a content hash in their name, so they never change; pages, page data and
 * the unhashed site assets do.
 */
export const CACHE_RULES: readonly { prefix: string; value: string }[] = [
  { prefix: '/_app/', value: 'public, max-age=31536000, immutable' },
  { prefix: '/_img/', value: 'public, max-age=31536000, immutable' },
  { prefix: '/_data/', value: 'no-cache' },
  { prefix: '/assets/', value: 'public, max-age=3600' },
];
/** Pages (and everything else) are revalidated on every visit, so a deploy shows at once. */
export const HTML_CACHE = 'no-cache';
