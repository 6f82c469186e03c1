import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { sectionCollections } from '../../src/build/content/section-collections';
import { BOOT_SCRIPT, HEAD_SCRIPT } from '../../src/build/output/html';
import { isInteractive } from '../../src/render/interactive';
import { dataUrl, htmlFile } from '../../src/content/routes';
import { sharedBuild } from '../helpers/site-build';

let out: string;
const read = (file: string) => readFileSync(join(out, file), 'utf8');

/** The scripts a page starts after its first paint: the modules it preloads, then its entry. */
function initialScripts(htmlFile: string): string[] {
  const boot = /<script type="application\/json" id="__BOOT__">(.*?)<\/script>/s.exec(read(htmlFile))![1]!;
  const { entry, preload } = JSON.parse(boot) as { entry: string; preload: string[] };
  return [...preload, entry];
}

/** A module and every module it imports statically, as file paths under dist. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, name] of read(file).matchAll(/(?:^|[;}])\s*import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([\w.-]+\.js)["']/g))
    withImports(`/_app/${name}`, seen);
  return seen;
}

beforeAll(async () => {
  out = await sharedBuild();
});

describe('the icons', () => {
  it('every icon a built page draws is a symbol of the sprite it points at', () => {
    const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const missing = new Set<string>();
    let drawn = 0;
    for (const file of pages)
      for (const [, sprite, id] of read(file).matchAll(/<use href="([^"#]+)#([^"]+)"/g)) {
        drawn++;
        if (!read(sprite!).includes(`<symbol id="${id}"`)) missing.add(`${file}: ${id}`);
      }
    expect(drawn).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });
});

describe('what the browser downloads', () => {
  it('keeps notistack and the lead-form code off pages without a form', () => {
    const home = [...new Set(initialScripts('index.html').flatMap((file) => [...withImports(file)]))];
    const code = home.map((file) => read(file)).join('\n');
    expect(code).not.toContain('notistack');
    // The draft code (leads/form-draft.ts, which skips the honeypot); the entry knows only its key prefix.
    expect(code).not.toContain('[data-honeypot]');
    const leadForm = readdirSync(join(out, '_app')).find((name) => name.startsWith('LeadForm-'))!;
    const formCode = [...withImports(`/_app/${leadForm}`)].map((file) => read(file)).join('\n');
    expect(formCode).toContain('[data-honeypot]');
    expect(formCode).toContain('notistack');
  });

  it('loads no script before the first paint: the page starts its modules from an inline boot script', () => {
    const html = read('index.html');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    // Two inline scripts, the build's own: in <head> the one that lays the later sections out after
    // the load and reveals the card grids (HEAD_SCRIPT), at the end of <body> the boot script.
    expect(html.match(/<script>[\s\S]*?<\/script>/g)).toEqual([`<script>${HEAD_SCRIPT}</script>`, `<script>${BOOT_SCRIPT}</script>`]);
  });

  it('preloads only the first section of a page; the others hydrate as their code arrives', () => {
    const preloads = initialScripts('index.html').filter((file) => /\/(Hero|Benefits|Steps|Lineup|Cta)-/.test(file));
    expect(preloads.map((file) => file.replace(/-[\w-]+\.js$/, ''))).toEqual(['/_app/Hero']);
  });

  it('has one entry whatever the page: content never goes into JavaScript', () => {
    const entries = new Set(
      ['index.html', 'about/index.html', 'contact/index.html', 'products/pro-model/index.html', '404.html'].map((file) =>
        initialScripts(file).at(-1),
      ),
    );
    expect(entries.size).toBe(1);
    const code = readdirSync(join(out, '_app'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => read(`/_app/${name}`))
      .join('\n');
    expect(code).not.toContain('Jam-Packed With Smart Technology');
    expect(code).not.toContain('AI Vending Ultra');
  });
});

/**
 * The page's own boot script, run in a document whose paint and load this test controls: what it
 * has started so far (module scripts and modulepreloads added to <head>).
 */
async function bootPage(file: string) {
  // jsdom comes without type declarations: only its constructor is used here.
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: object) => { window: Window } };
  const dom = new JSDOM(read(file), { runScripts: 'outside-only', pretendToBeVisual: true });
  const window = dom.window as Window & typeof globalThis & { eval: (code: string) => unknown };
  let readyState = 'interactive';
  Object.defineProperty(window.document, 'readyState', { get: () => readyState });
  let paint: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void) | undefined;
  Object.assign(window, {
    PerformanceObserver: Object.assign(
      function (callback: typeof paint) {
        paint = callback;
        return { observe() {}, disconnect() {} };
      },
      { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
    ),
  });
  const script = [...read(file).matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)![1]!;
  window.eval(script);
  const started = () => ({
    entry: [...window.document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src')),
    preloads: window.document.head.querySelectorAll('link[rel=modulepreload]').length,
  });
  return {
    started,
    firstPaint: () => paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    load: () => {
      readyState = 'complete';
      window.dispatchEvent(new window.Event('load'));
    },
    press: () => window.dispatchEvent(new window.Event('keydown')),
    close: () => dom.window.close(),
  };
}

const frames = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('when the app starts', () => {
  it('after the first paint and the load event, frames later: never before the first screen is on it', async () => {
    const page = await bootPage('index.html');
    const scripts = initialScripts('index.html');
    page.load();
    await frames();
    expect(page.started()).toEqual({ entry: [], preloads: 0 });
    page.firstPaint();
    // A few frames later (polled: on a busy machine a frame may take longer).
    await expect.poll(() => page.started()).toEqual({ entry: [scripts.at(-1)], preloads: scripts.length - 1 });
    page.close();
  });

  it('waits for the load event after the first paint (the largest image may still be coming)', async () => {
    const page = await bootPage('products/pro-model/index.html');
    page.firstPaint();
    await frames();
    expect(page.started().entry).toEqual([]);
    page.load();
    await expect.poll(() => page.started().entry).toHaveLength(1);
    page.close();
  });

  it('at once when the visitor presses a key or touches the screen first', async () => {
    const page = await bootPage('contact/index.html');
    page.press();
    await expect.poll(() => page.started().entry).toHaveLength(1);
    page.firstPaint();
    page.load();
    page.close();
  });
});

describe('the data each document carries', () => {
  it("is site.yaml whole and, of the data collections, only those its page's interactive sections read; its chunk brings those of every section", () => {
    const readBy = sectionCollections('schema');
    const pages = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.pages;
    const needs = (types: string[]) => [...new Set(types.flatMap((type) => readBy.get(type) ?? []))].sort();
    const block = (html: string, id: string) =>
      JSON.parse(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)![1]!) as Record<string, unknown>;
    const seen = new Set<string>();
    for (const page of pages) {
      const html = read(htmlFile(page.route));
      const site = block(html, '__SITE__') as { site: object; data: object };
      const want = needs(page.sections.map((section) => section.type));
      // A static section is never rendered in the browser on its own page: its records stay out of the document.
      expect(Object.keys(site.data).sort(), page.route).toEqual(needs(page.sections.filter(isInteractive).map((section) => section.type)));
      expect(Object.keys(site.site).length, page.route).toBeGreaterThan(5);
      const chunk = JSON.parse(read(dataUrl(page.route).slice(1))) as { data: object };
      expect(Object.keys(chunk.data).sort(), `${page.route} chunk`).toEqual(want);
      want.forEach((name) => seen.add(name));
    }
    // Every collection is read somewhere, and a page without records carries none.
    expect([...seen].sort()).toEqual(['form-types', 'machines', 'options', 'testimonials']);
    expect(Object.keys((block(read('cookie-policy/index.html'), '__SITE__') as { data: object }).data)).toEqual([]);
  });
});
