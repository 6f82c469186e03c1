/**
 * Every static host answers an address the same way: nginx (dist/nginx/site.conf), Netlify and
 * Cloudflare Pages (dist/_redirects, dist/_headers) and Vercel (dist/vercel.json), all generated
 * from one routing (src/build/output/site-routing.ts). Each host gets a small resolver that reads
 * its generated file and applies the host's rules; a table of addresses states the file and the
 * status every one of them must answer with. The files are generated from the loaded shipped site
 * (no build needed); the dist/ folder is the list of files a build of it writes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { writeDeployConfig } from '../../src/build/output/deploy-config';
import { CACHE_RULES, HTML_CACHE } from '../../src/build/output/deploy-paths';
import { headersFile, headersForPath } from '../../src/build/output/headers-file';
import { nginxSiteConf } from '../../src/build/output/nginx-conf';
import { redirectsFile } from '../../src/build/output/redirects-file';
import { vercelConfig } from '../../src/build/output/vercel-config';
import { dataUrl, htmlFile } from '../../src/content/routes';

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const options = { scriptHashes: ['sha256-bootScriptHash='] };
const routes = model.pages.map((page) => page.route);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The files of dist/, relative to it, as the build writes them. */
const DIST = new Set([
  ...routes.map(htmlFile),
  ...routes.map((route) => dataUrl(route).slice(1)),
  '404.html',
  'sitemap.xml',
  'robots.txt',
  '_data/site.json',
  '_app/index-abc123.js',
  ...filesUnder('site/assets').map((file) => `assets/${relative('site/assets', file)}`),
]);

interface Answer {
  file: string;
  status: number;
}

/** A file of dist/ at an address, as static hosts look it up: the file, or the folder's index.html. */
function staticFile(path: string): string | undefined {
  const name = decodeURIComponent(path).slice(1);
  if (name === '' || name.endsWith('/')) return DIST.has(`${name}index.html`) ? `${name}index.html` : undefined;
  if (DIST.has(name)) return name;
  return DIST.has(`${name}/index.html`) ? `${name}/index.html` : undefined;
}

// ----------------------------------------------------------------------------------------------
// nginx: the generated conf parsed into locations, then nginx's location choice and try_files.

interface Block {
  head: string[];
  directives: string[][];
  children: Block[];
}

function tokens(text: string): string[] {
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|((?:\$\{\w+\}|[^\s{};"#])+)|([{};])|#[^\n]*/g;
  for (const m of text.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1].replace(/\\(.)/g, '$1'));
    else if (m[2] ?? m[3]) out.push((m[2] ?? m[3])!); // a word (${uri} included) or { } ;
  }
  return out;
}

function parseConf(text: string): Block {
  const list = tokens(text);
  let i = 0;
  const block = (head: string[]): Block => {
    const node: Block = { head, directives: [], children: [] };
    let words: string[] = [];
    while (i < list.length) {
      const token = list[i++]!;
      if (token === '}') return node;
      if (token === ';') node.directives.push(words);
      else if (token === '{') node.children.push(block(words));
      else {
        words.push(token);
        continue;
      }
      words = [];
    }
    return node;
  };
  return block([]);
}

const server = parseConf(nginxSiteConf(model.site, options));
const directive = (block: Block, name: string) => block.directives.find((d) => d[0] === name);

/** The location nginx picks: an exact match, else the longest prefix (then a regex nested in it unless ^~). */
function pickLocation(uri: string): Block {
  const locations = server.children.filter((b) => b.head[0] === 'location');
  const exact = locations.find((b) => b.head[1] === '=' && b.head[2] === uri);
  if (exact) return exact;
  const prefixes = locations
    .map((b) => ({ b, mod: b.head.length === 3 ? b.head[1] : '', prefix: b.head.at(-1)! }))
    .filter(({ mod, prefix }) => (mod === '' || mod === '^~') && uri.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const best = prefixes[0]!;
  if (best.mod === '^~') return best.b;
  return best.b.children.find((c) => c.head[1] === '~' && new RegExp(c.head[2]!).test(uri)) ?? best.b;
}

function nginxAnswer(uri: string, internal = false): Answer {
  const notFound = { file: '404.html', status: 404 };
  const location = pickLocation(uri);
  if (directive(location, 'return')?.[1] === '404') return notFound;
  if (directive(location, 'internal') && !internal) return notFound;
  const tryFiles = directive(location, 'try_files')!.slice(1);
  for (const candidate of tryFiles.slice(0, -1)) {
    const path = candidate.replace(/\$\{uri\}|\$uri/g, uri).slice(1);
    if (DIST.has(path)) return { file: path, status: 200 };
  }
  const last = tryFiles.at(-1)!;
  return last === '=404' ? notFound : nginxAnswer(last, true);
}

function nginxHeaders(uri: string): string[] {
  const cache = directive(pickLocation(uri), 'set') ?? directive(server, 'set')!;
  return server.directives
    .filter((d) => d[0] === 'add_header')
    .map(([, name, value]) => `${name}: ${value === '$site_cache' ? cache[2] : value}`);
}

// ----------------------------------------------------------------------------------------------
// Netlify (_redirects): the first matching rule wins; a rule without ! never shadows a file.

const redirects = redirectsFile(model)
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [from, to, status] = line.trim().split(/\s+/) as [string, string, string];
    return { from, to, status: Number.parseInt(status, 10), force: status.endsWith('!') };
  });

function netlifyMatches(from: string, path: string): boolean {
  if (from.endsWith('/*')) return path === from.slice(0, -2) || path.startsWith(from.slice(0, -1));
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/$/, '') : p);
  return trim(from) === trim(path);
}

function netlifyAnswer(path: string): Answer {
  const file = staticFile(path);
  for (const rule of redirects) {
    if (!netlifyMatches(rule.from, path)) continue;
    if (file && !rule.force) return { file, status: 200 };
    return { file: staticFile(rule.to)!, status: rule.status };
  }
  return file ? { file, status: 200 } : { file: '404.html', status: 404 };
}

// ----------------------------------------------------------------------------------------------
// Vercel (vercel.json): a file first (cleanUrls off: no .html dropped), then the rewrites, then 404.html.

const vercel = vercelConfig(model.site, options);
const sourceRegExp = (source: string) => new RegExp(`^${source}$`);

function vercelAnswer(path: string): Answer {
  expect(vercel.cleanUrls).toBe(false);
  const file = staticFile(path);
  if (file) return { file, status: 200 };
  const rewrite = vercel.rewrites.find((r) => sourceRegExp(r.source).test(path));
  return rewrite ? { file: staticFile(rewrite.destination)!, status: 200 } : { file: '404.html', status: 404 };
}

function vercelHeaders(path: string): string[] {
  const headers = new Map<string, string>();
  for (const rule of vercel.headers) if (sourceRegExp(rule.source).test(path)) for (const h of rule.headers) headers.set(h.key, h.value);
  return [...headers].map(([name, value]) => `${name}: ${value}`);
}

// ----------------------------------------------------------------------------------------------

const catchAllPage = htmlFile('/products');
const TABLE: [address: string, file: string, status: number][] = [
  ...routes.flatMap((route): [string, string, number][] => [
    [route, htmlFile(route), 200],
    ...(route === '/' ? [] : ([[`${route}/`, htmlFile(route), 200]] as [string, string, number][])),
  ]),
  ['/products/no-such-model', catchAllPage, 200],
  ['/products/no-such-model/', catchAllPage, 200],
  ['/products/a/b/c', catchAllPage, 200],
  ['/no-such-page', '404.html', 404],
  ['/no-such-page/', '404.html', 404],
  ['/about/nothing-here', '404.html', 404],
  ['/assets/logo.svg', 'assets/logo.svg', 200],
  ['/assets/missing.svg', '404.html', 404],
  ['/_app/index-abc123.js', '_app/index-abc123.js', 200],
  ['/_app/missing.js', '404.html', 404],
  ['/_data/about.json', '_data/about.json', 200],
  ['/sitemap.xml', 'sitemap.xml', 200],
];

describe('every host answers each address with the same file and status', () => {
  it('the table covers every shipped route and the shipped site has the catch-all it uses', () => {
    expect(model.site.catchAll).toEqual(['/products']);
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(TABLE)('%s → %s (%i)', (address, file, status) => {
    const expected = { file, status };
    expect(nginxAnswer(address), 'nginx').toEqual(expected);
    expect(netlifyAnswer(address), '_redirects').toEqual(expected);
    expect(vercelAnswer(address), 'vercel.json').toEqual(expected);
  });

  it('a missing file below a catch-all is 404 on nginx and Vercel; _redirects cannot tell it from a page', () => {
    expect(nginxAnswer('/products/x.js')).toEqual({ file: '404.html', status: 404 });
    expect(vercelAnswer('/products/x.js')).toEqual({ file: '404.html', status: 404 });
    expect(netlifyAnswer('/products/x.js')).toEqual({ file: catchAllPage, status: 200 });
    expect(vercelAnswer('/products/x.js/')).toEqual({ file: catchAllPage, status: 200 });
  });

  it('the nginx configuration is not served by nginx or by Netlify', () => {
    expect(nginxAnswer('/nginx/site.conf').status).toBe(404);
    expect(netlifyAnswer('/nginx/site.conf').status).toBe(404);
    for (const file of ['/_headers', '/_redirects', '/vercel.json']) expect(nginxAnswer(file).status, file).toBe(404);
  });
});

describe('every host sends the same headers', () => {
  const headers = headersFile(model.site, options);
  /** A `_headers` host leaves a page's Cache-Control to its own default (which revalidates, as nginx's no-cache does). */
  const cachedByRule = (path: string) => CACHE_RULES.some((rule) => path.startsWith(rule.prefix));
  it.each([
    '/',
    '/about',
    '/about/',
    '/products',
    '/products/pro-model/',
    '/products/no-such-model',
    '/assets/logo.svg',
    '/_app/index-abc123.js',
    '/_data/about.json',
  ])('%s', (path) => {
    const fromNginx = nginxHeaders(path).sort();
    expect(fromNginx.some((h) => h.startsWith('Content-Security-Policy: '))).toBe(true);
    expect(fromNginx.filter((h) => h.startsWith('Cache-Control: '))).toHaveLength(1);
    expect(
      headersForPath(headers, path)
        .map(({ name, value }) => `${name}: ${value}`)
        .sort(),
      '_headers',
    ).toEqual(cachedByRule(path) ? fromNginx : fromNginx.filter((h) => h !== `Cache-Control: ${HTML_CACHE}`));
    expect(vercelHeaders(path).sort(), 'vercel.json').toEqual(fromNginx);
  });
});

describe('the build writes them', () => {
  const out = mkdtempSync(join(tmpdir(), 'static-hosts-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('next to the nginx configuration and _headers, each under 200 lines of source', () => {
    expect(writeDeployConfig(model, out, [])).toEqual(['_headers', 'nginx/site.conf', '_redirects', 'vercel.json']);
    expect(readFileSync(join(out, '_redirects'), 'utf8')).toBe(redirectsFile(model));
    expect(JSON.parse(readFileSync(join(out, 'vercel.json'), 'utf8'))).toEqual(vercelConfig(model.site));
    for (const file of readdirSync('src/build/output'))
      expect(readFileSync(join('src/build/output', file), 'utf8').split('\n').length, file).toBeLessThan(200);
  });
});
