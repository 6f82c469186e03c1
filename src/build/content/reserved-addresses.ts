/**
 * Addresses no page may have, because the build or the servers use them. A page file whose address
 * is one of these (`below`: or is under it) is an error naming what it collides with (page-files.ts),
 * and npm run new-page refuses it in the same words. Addresses with a dot or starting with "_"
 * cannot come from a valid page name, but a file such as pages/sitemap.xml.yaml or pages/_data.yaml
 * gets this message rather than the name rule's. tests/unit/site-files.test.ts checks the list
 * against the constants of the build and the servers.
 */
export const RESERVED_ADDRESSES: readonly ReservedAddress[] = [
  ...reserved(false, {
    '/site': "its page data would be written to /_data/site.json and overwrite the site's own data (brand, header, footer, theme)",
    '/index': "its page data would be /_data/index.json, which is the home page's (pages/index.yaml)",
    '/404': 'it is the not-found page, which the build writes as 404.html',
  }),
  ...reserved(true, {
    '/assets': '/assets and every address under it are the files published from site/assets',
    '/nginx': '/nginx and every address under it hold the server configuration (nginx/site.conf), which the server refuses to show',
    '/_data': '/_data and every address under it are the page data files that the build writes',
    '/_app': '/_app and every address under it are the scripts and styles that the build writes',
    '/_img': '/_img and every address under it are the picture variants that the build writes',
    '/_headers': 'it is the headers file for Netlify and Cloudflare Pages (_headers), which the build writes',
    '/api/leads': 'it is the local lead inbox of npm run dev and npm run preview, where the lead forms send',
    '/__sections': 'it is the section gallery of the development server',
    '/__edit': 'it is reserved for the editing tools of the development server',
    '/sitemap.xml': 'it is the sitemap, which the build writes',
    '/robots.txt': 'it is robots.txt, which the build writes',
  }),
];

/** Entries of RESERVED_ADDRESSES from address → reason, all with the same `below`. */
function reserved(below: boolean, reasons: Record<string, string>): ReservedAddress[] {
  return Object.entries(reasons).map(([address, reason]) => ({ address, below, reason }));
}

export interface ReservedAddress {
  address: string;
  /** Whether every address under it is reserved too. */
  below: boolean;
  /** What the address collides with, in words that complete "the address /x is reserved: …". */
  reason: string;
}

/** The reserved entry an address falls under, if any. */
export function reservedAddress(route: string): ReservedAddress | undefined {
  return RESERVED_ADDRESSES.find(({ address, below }) => route === address || (below && route.startsWith(`${address}/`)));
}

/**
 * The address a reserved one could take instead: the part of `route` that collides, with `-info`
 * (`/assets/logo` → `/assets-info/logo`). `empty` names an empty part (a page file named only of
 * signs), which cannot come from an address.
 */
export function freeAddressParts(parts: readonly string[], reserved: ReservedAddress, empty = 'page'): string[] {
  const depth = reserved.address.split('/').length - 1;
  return parts.map((part, i) => (i === depth - 1 ? `${part || empty}-info` : part));
}
