import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('what the browser downloads', () => {
  it('keeps notistack and the lead-form code off pages without a form', () => {
    const home = [...new Set(initialScripts('index.html').flatMap((file) => [...withImports(file)]))];
    const code = home.map((file) => read(file)).join('\n');
    expect(code).not.toContain('notistack');
    expect(code).not.toContain('lead-draft:');
    const leadForm = readdirSync(join(out, '_app')).find((name) => name.startsWith('LeadForm-'))!;
    const formCode = [...withImports(`/_app/${leadForm}`)].map((file) => read(file)).join('\n');
    expect(formCode).toContain('lead-draft:');
    expect(formCode).toContain('notistack');
  });

  it('loads no script before the first paint: the page starts its modules from an inline boot script', () => {
    const html = read('index.html');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script>[\s\S]*?<\/script>/g)).toHaveLength(1);
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
