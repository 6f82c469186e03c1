import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { headersForPath } from '../../src/build/output/headers-file';
import { builtIslandProps, islandPropsAddress } from '../helpers/island-props';
import { sharedBuild } from '../helpers/site-build';
import { beforeAll, describe, expect, it } from 'vitest';
import { temporaryFolder } from '../helpers/temporary';

let out: string;
const read = (file: string) => readFileSync(join(out, file), 'utf8');

function body(html: string) {
  return html.slice(html.indexOf('<body'));
}

beforeAll(async () => {
  out = await sharedBuild({ siteDir: 'tests/fixtures/valid/minimal' });
});

describe('prerendering a fixture site', () => {
  it('writes one HTML document per route, plus 404.html', () => {
    for (const file of ['index.html', 'about/index.html', 'contact/index.html', '404.html'])
      expect(existsSync(join(out, file)), file).toBe(true);
  });

  it('puts each page title, description and content in its HTML', () => {
    const about = read('about/index.html');
    expect(about).toContain('<title>Fixture About</title>');
    expect(about).toContain('<meta name="description" content="About the fixture company, its mission and the people behind it.">');
    expect(body(about)).toContain('Our Mission');
    expect(body(about)).toContain('Second paragraph.');
    const home = read('index.html');
    expect(home).toContain('<title>Fixture Home</title>');
    expect(body(home)).toMatch(/<h1[^>]*>Tap, Grab &amp; Go<\/h1>/);
    expect(body(home)).toContain('Our team loves the fresh options');
  });

  it('renders the shell from site.yaml on every page: header links, footer, copyright', () => {
    for (const file of ['index.html', 'about/index.html', '404.html']) {
      const html = body(read(file));
      expect(html).toContain('href="/contact"');
      expect(html).toContain('Copyright 2025 Fixture Co.');
      expect(html).toContain('aria-label="Main"');
    }
  });

  it('renders the not-found page into 404.html', () => {
    const html = read('404.html');
    expect(html).toContain('<title>Page not found | Fixture Co</title>');
    // One heading with the code and the sentence: what a screen reader and a search engine read as the page's title.
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(body(html))![1]!.replace(/<[^>]+>/g, '');
    expect(h1).toBe('404 Oops! Page not found');
    expect(body(html)).toContain('Return to Home');
  });

  it('puts the critical CSS in <head> and none in <body>', () => {
    const html = read('index.html');
    const head = html.slice(0, html.indexOf('<body'));
    expect(head).toMatch(/<style data-served-css="css [^"]+">/);
    expect(head).toMatch(/<style data-s="" data-emotion="css-global [^"]+">/);
    expect(body(html)).not.toContain('<style');
  });

  it('writes a JSON chunk per page with the whole page', () => {
    expect(JSON.parse(read('_data/about.json'))).toMatchObject({ route: '/about', sections: [{ type: 'hero' }, { type: 'text' }] });
    expect(JSON.parse(read('_data/index.json')).route).toBe('/');
    expect(JSON.parse(read('_data/site.json')).catchAll).toEqual(['/contact']);
  });

  it('names a file with the props of the interactive sections only: a static section leaves nothing but its markup', () => {
    const islands = builtIslandProps(read('index.html'), read);
    // A hero without a video and the testimonials do nothing on the page; the steps follow the scroll.
    expect(islands.map((island) => (island.kind === 'section' ? island.section.type : island.kind))).toEqual(['header', 'steps']);
    expect(islands[1]!.kind === 'section' && islands[1]!.section).toMatchObject({ type: 'steps', items: expect.any(Array) });
    expect(read('index.html')).not.toContain('__PAGE__');
    expect(body(read('index.html'))).toContain('Our team loves the fresh options');
    expect(JSON.stringify(islands)).not.toContain('Our team loves the fresh options');
    expect(read('_data/index.json')).toContain('Our team loves the fresh options');
  });

  it("carries no island props inline: each page names its islands' file, under /_app/islands/ by its content's hash, cached for good", () => {
    const headers = read('_headers');
    for (const file of ['index.html', 'about/index.html', 'contact/index.html', '404.html']) {
      const html = read(file);
      expect(html, file).not.toMatch(/<script type="application\/json" data-island-props/);
      expect(html.match(/data-island-props=/g), file).toHaveLength(1);
      const address = islandPropsAddress(html)!;
      expect(address, file).toMatch(/^\/_app\/islands\/[0-9a-f]{16}\.json$/);
      const text = read(address);
      expect(createHash('sha256').update(text).digest('hex').slice(0, 16), file).toBe(/([0-9a-f]{16})\.json$/.exec(address)![1]);
      // One entry per island of the page, the header first.
      const props = JSON.parse(text) as { kind: string }[];
      expect(props.length, file).toBe(html.match(/<div data-island="\d+"/g)!.length);
      expect(props[0]!.kind, file).toBe('header');
      expect(headersForPath(headers, address), file).toContainEqual({
        name: 'Cache-Control',
        value: 'public, max-age=31536000, immutable',
      });
    }
    // Only the files the pages name.
    const named = new Set(
      ['index.html', 'about/index.html', 'contact/index.html', '404.html'].map((file) => islandPropsAddress(read(file))),
    );
    expect(
      readdirSync(join(out, '_app/islands'))
        .map((name) => `/_app/islands/${name}`)
        .sort(),
    ).toEqual([...named].sort());
  });

  it('keeps content out of the JavaScript: the bundle is the same whatever the pages say', () => {
    const scripts = readdirSync(join(out, '_app')).filter((name) => name.endsWith('.js'));
    const code = scripts.map((name) => read(`_app/${name}`)).join('\n');
    expect(code).not.toContain('Fixture About');
    expect(code).not.toContain('Our team loves the fresh options');
  });

  it('leaves the loader, ajv and yaml out of the browser bundle', () => {
    const code = readdirSync(join(out, '_app'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => read(`_app/${name}`))
      .join('\n');
    expect(code).not.toMatch(/strict mode: unknown keyword|Excessive alias count|ajv\.js\.org/);
    expect(code).not.toContain('patternMessage');
  });

  it('gives every page its search and sharing tags and structured data', () => {
    const home = read('index.html');
    expect(home).toContain('<link rel="canonical" href="https://fixture.example/">');
    expect(home).toContain('<meta property="og:title" content="Fixture Home">');
    // The share picture as the build makes it of share.png: a 1200 × 630 JPEG, its size beside it.
    expect(home).toMatch(
      /<meta property="og:image" content="https:\/\/fixture\.example\/_img\/share-[0-9a-f]{12}-share\.jpg">\n\s*<meta property="og:image:type" content="image\/jpeg">/,
    );
    expect(home).toContain('<meta property="og:image:width" content="1200">\n    <meta property="og:image:height" content="630">');
    expect(home).toMatch(/^<!doctype html>\n<html lang="en-US">/);
    // The site's fixture has no brand.icon: the logo is the tab's icon; no home-screen icon without brand.touchIcon.
    expect(home).toContain('<link rel="icon" href="/assets/logo.svg" type="image/svg+xml">');
    expect(home).not.toContain('apple-touch-icon');
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(home).toContain('<meta name="robots" content="index, follow">');
    const ld = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)['@graph'] as { '@type': string }[];
    expect(ld(home).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ld(home)[1]).toEqual({
      '@type': 'WebSite',
      '@id': 'https://fixture.example/#website',
      name: 'Fixture Co',
      url: 'https://fixture.example/',
      inLanguage: 'en-US',
      publisher: { '@id': 'https://fixture.example/#organization' },
    });
    const about = ld(read('about/index.html'));
    expect(about.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList']);
    expect(about[1]).toMatchObject({
      itemListElement: [
        { name: 'Home', item: 'https://fixture.example/' },
        { name: 'Fixture About', item: 'https://fixture.example/about' },
      ],
    });
    const notFound = read('404.html');
    expect(notFound).toContain('<meta name="robots" content="noindex, follow">');
    expect(notFound).not.toContain('rel="canonical"');
    expect(notFound, 'no address to share for a page that is not one').not.toContain('og:url');
    expect(read('about/index.html')).toContain('<meta property="og:url" content="https://fixture.example/about">');
  });

  it('writes sitemap.xml with every indexable page and robots.txt pointing at it', () => {
    const map = read('sitemap.xml');
    expect([...map.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://fixture.example/',
      'https://fixture.example/about',
      'https://fixture.example/contact',
    ]);
    expect(read('robots.txt')).toContain('Sitemap: https://fixture.example/sitemap.xml');
  });

  it('copies the site assets', () => {
    expect(existsSync(join(out, 'assets/logo.svg'))).toBe(true);
  });
});

/**
 * The one real `vite build` of invalid content (the other tests of invalid content build in process:
 * tests/unit/hostile.test.ts, tests/unit/guard-rails.test.ts): its exit code and what it prints.
 */
describe('building an invalid site', () => {
  it('fails with exit code 1, the file:line:col message and no stack trace, and writes nothing', () => {
    const target = temporaryFolder('site-bad-');
    let status = 0;
    let stderr = '';
    let stdout = '';
    try {
      execFileSync('node_modules/.bin/vite', ['build', '--outDir', join(target, 'dist'), '--logLevel', 'error'], {
        env: { ...process.env, SITE_DIR: 'tests/fixtures/invalid-build', NO_COLOR: '1', FORCE_COLOR: '0' },
        stdio: 'pipe',
      });
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer; stdout: Buffer };
      status = failure.status;
      stderr = failure.stderr.toString();
      stdout = failure.stdout.toString();
    }
    const output = stderr + stdout;
    expect(status).toBe(1);
    expect(output).toContain(
      'tests/fixtures/invalid-build/pages/index.yaml:4:11  sections[0] (heor) › type: unknown section type "heor". Did you mean "hero"?',
    );
    expect(output).not.toMatch(/^\s+at .*\(.*:\d+:\d+\)$/m);
    // Vite's last words are the sentence alone: no stack, not `[ContentError: …]`, nothing of its config loader.
    expect(stderr).toMatch(
      /error during build:\nBuild stopped: the site content has \d+ errors? \(listed above\); nothing was written\.\n*$/,
    );
    expect(output).not.toMatch(/configLoader|\[ContentError/);
    expect(existsSync(join(target, 'dist'))).toBe(false);
  });
});
