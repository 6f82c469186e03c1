import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { sectionCollections } from '../../src/build/content/section-collections';
import { HEAD_SCRIPT, HOLD_SCRIPT_TEXT } from '../../src/build/output/html';
import { isInteractive } from '../../src/render/interactive';
import { dataUrl, htmlFile } from '../../src/content/routes';
import { builtIslandProps } from '../helpers/island-props';
import { sharedBuild } from '../helpers/site-build';

let out: string;
const read = (file: string) => readFileSync(join(out, file), 'utf8');

/** The scripts a page names: the modules it preloads, then its entry (the island loader, named on the boot script that adds it). */
function initialScripts(htmlFile: string): string[] {
  const html = read(htmlFile);
  const preload = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
  return [...preload, ...[...html.matchAll(/<script data-entry="([^"]+)"/g)].map((match) => match[1]!)];
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

  it('names one module, the island loader, added by the boot script after the load; inline only what must run before it', () => {
    const html = read('index.html');
    // No module script, no modulepreload: nothing of the loader is fetched while the first screen loads.
    expect(html.match(/<script type="module"[^>]*>/g)).toBeNull();
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script data-entry="[^"]+"[^>]*>/g)).toHaveLength(1);
    // In <head> the boot script and the one that lays the later sections out after the load; a page
    // with a lead form also holds a form sent before its island is there.
    const inline = (file: string) => [...read(file).matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline('index.html')).toEqual([HEAD_SCRIPT]);
    expect(inline('contact/index.html')).toEqual([HEAD_SCRIPT, HOLD_SCRIPT_TEXT]);
  });

  it('loads neither React nor any section with the loader: they come when an island hydrates', () => {
    const files = [...new Set(initialScripts('products/pro-model/index.html').flatMap((file) => [...withImports(file)]))];
    expect(files.filter((file) => /\/(Hero|ProductHero|Steps|Header|LeadForm|hydrate-island)-/.test(file))).toEqual([]);
    const code = files.map((file) => read(file)).join('\n');
    expect(code).not.toContain('react.transitional.element');
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

describe('the data each document carries', () => {
  const blocks = (html: string) =>
    builtIslandProps(html, read) as { kind: string; section?: { type: string }; data?: Record<string, { items: object }> }[];

  it('is no page-wide blob: its props file has the props of each island (the header, each interactive section with the records it shows) and nothing of a static section', () => {
    const pages = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.pages;
    for (const page of pages) {
      const html = read(htmlFile(page.route));
      expect(html, page.route).not.toMatch(/id="__(SITE|PAGE|BOOT)__"/);
      const islands = blocks(html);
      expect(
        islands.map((island) => island.section?.type ?? island.kind),
        page.route,
      ).toEqual(['header', ...page.sections.filter(isInteractive).map((section) => section.type)]);
      expect(html.match(/<div data-island="\d+" style="display:contents">/g), page.route).toHaveLength(islands.length);
    }
    // A model's hero carries its own machine, a form its own list of choices; nothing else of the collections.
    const records = (file: string) =>
      blocks(read(file)).flatMap((island) =>
        Object.entries(island.data ?? {}).map(([name, { items }]) => `${name}: ${Object.keys(items).join(', ')}`),
      );
    expect(records('products/pro-model/index.html')).toEqual(['machines: pro-model']);
    expect(records('contact/index.html')).toEqual(['options: machine-models']);
    expect(records('index.html')).toEqual([]);
    // The quotes of the testimonials (a static section) are in the page's text only.
    const home = read('index.html');
    const quotes =
      [...home.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('') +
      JSON.stringify(blocks(home));
    expect(quotes).not.toContain('testimonial');
  });

  it("shares what islands read of site.yaml as one file, the same on every page, with no page's content in it", () => {
    const named = (file: string) => /data-island-site="([^"]+)"/.exec(read(file))![1]!;
    const files = new Set(['index.html', 'contact/index.html', 'products/pro-model/index.html', '404.html'].map(named));
    expect(files.size).toBe(1);
    const shared = JSON.parse(read([...files][0]!)) as { site: Record<string, unknown>; data?: unknown };
    expect(Object.keys(shared.site).sort()).toEqual(['brand', 'contact', 'header', 'leads', 'theme', 'ui']);
    expect(shared.data).toBeUndefined();
    expect(JSON.stringify(shared)).not.toContain('Jam-Packed With Smart Technology');
  });

  it('keeps each page whole, with the collections its sections read, in its chunk', () => {
    const readBy = sectionCollections('schema');
    const pages = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!.pages;
    const seen = new Set<string>();
    for (const page of pages) {
      const want = [...new Set(page.sections.flatMap((section) => readBy.get(section.type) ?? []))].sort();
      const chunk = JSON.parse(read(dataUrl(page.route).slice(1))) as { data: object };
      expect(Object.keys(chunk.data).sort(), `${page.route} chunk`).toEqual(want);
      want.forEach((name) => seen.add(name));
    }
    expect([...seen].sort()).toEqual(['form-types', 'machines', 'options', 'testimonials']);
  });
});
