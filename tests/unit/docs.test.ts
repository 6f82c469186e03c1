// @vitest-environment jsdom
/**
 * Editing pages without a developer: the section reference (site/SECTIONS.md) is up to date with
 * schema/, every example in it validates as a one-section page and renders with the real site data,
 * every schema property is described for editors with examples, VS Code maps every YAML file of
 * site/ to its schema, and the section gallery exists on the dev server only.
 */
import { ThemeProvider } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import Ajv2020 from 'ajv/dist/2020.js';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DATA_KEYWORDS } from '../../src/build/content/schema-names';
import { exampleYaml, sectionDocs, sectionReference, yamlBlocks } from '../../src/build/codegen/docs';
import { galleryPage } from '../../src/build/vite/gallery';
import { main as docsMain } from '../../src/build/cli/docs';
import { GALLERY_ROUTE } from '../../src/build/vite/dev-addresses';
import { EDITOR_BASE } from '../../src/editor/editor-routes';
import { issueHeadline } from '../../src/build/diagnostics/format';
import { mainHeadingSections } from '../../src/build/content/schema-names';
import { loadSite } from '../../src/build/content/load-site';
import { loadSchemas } from '../../src/build/content/schemas';
import { SiteProvider } from '../../src/content/site-context';
import type { Section } from '../../src/generated/content-types';
import { PageRenderer } from '../../src/render/PageRenderer';
import { makeTheme } from '../../src/theme/theme';
import { runMain } from '../helpers/cli';
import '../helpers/setup-sections';

/** The repository (vitest runs from it; tests/helpers/fixture-site.ts computes it from a file URL, which jsdom's URL does not allow). */
const REPO_DIR = resolve('.');
const SCHEMA_DIR = join(REPO_DIR, 'schema');
const SITE_DIR = join(REPO_DIR, 'site');
const docs = sectionDocs(SCHEMA_DIR);
const MAIN_HEADING_SECTIONS = mainHeadingSections(SCHEMA_DIR);
const examples = docs.flatMap((doc) => doc.examples.map((example, index) => ({ type: doc.type, index, example })));
const temporary: string[] = [];

afterEach(cleanup);
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

describe('site/SECTIONS.md', () => {
  it('is up to date with schema/ (run npm run docs when this fails)', () => {
    expect(readFileSync(join(SITE_DIR, 'SECTIONS.md'), 'utf8')).toBe(sectionReference(SCHEMA_DIR));
  });

  it('npm run docs -- --check agrees (its main(), in this process)', async () => {
    const run = await runMain(docsMain, ['--check']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('site/SECTIONS.md is up to date.\n');
    expect(run.code).toBe(0);
  });

  it('has a section, a field table and an example for every section type', () => {
    const text = readFileSync(join(SITE_DIR, 'SECTIONS.md'), 'utf8');
    expect(docs.map((doc) => doc.type)).toEqual(
      readdirSync(join(SCHEMA_DIR, 'sections'))
        .map((name) => name.replace('.schema.json', ''))
        .sort(),
    );
    for (const doc of docs) {
      expect(doc.examples.length, doc.type).toBeGreaterThan(0);
      expect(text, doc.type).toContain(`## ${doc.type}\n\n${doc.description}\n`);
      expect(text, doc.type).toContain(`| \`type\` | text | yes | always \`${doc.type}\` |`);
    }
  });

  it('lists nested fields and list entries, with required, allowed values and defaults', () => {
    const text = readFileSync(join(SITE_DIR, 'SECTIONS.md'), 'utf8');
    expect(text).toContain('| `media.poster.alt` | text | yes |');
    expect(text).toContain(
      '| `actions[].variant` | text | no | `default`, `destructive`, `outline`, `secondary`, `ghost`, `link`, `hero`, `hero-outline` | `default` |',
    );
    expect(text).toContain('| `select.optionSet` | id in site/data/options.yaml | yes |');
    expect(text).toContain('| `sections[].body[].list` | list of texts | yes |');
    expect(text).toContain('| `tone` | text | no | `light`, `muted`, `dark`, `brand` | `muted` | Background behind the form');
  });

  it('its YAML blocks are exactly the schema examples, ready to paste under sections:', () => {
    const blocks = yamlBlocks(readFileSync(join(SITE_DIR, 'SECTIONS.md'), 'utf8'));
    expect(blocks).toHaveLength(examples.length);
    blocks.forEach((block, index) => {
      expect(block).toBe(exampleYaml(examples[index]!.example));
      expect(block.startsWith('  - type: ')).toBe(true);
      expect((parse(`sections:\n${block}\n`) as { sections: unknown[] }).sections).toEqual([examples[index]!.example]);
    });
  });
});

describe('every example of the reference', () => {
  const schemas = loadSchemas(SCHEMA_DIR);
  const loaded = loadSite({ siteDir: SITE_DIR, schemaDir: SCHEMA_DIR });
  const model = loaded.model!;
  const theme = makeTheme(model.site.site.theme);

  /** The example as the renderer gets it from the loader: with the schema's defaults filled in. */
  const asLoaded = (example: Record<string, unknown>): Section => {
    const page = {
      title: 'Example page',
      description: 'A page that holds one section, to check the example of the reference.',
      sections: [structuredClone(example)],
    };
    schemas.run(schemas.page, page);
    return page.sections[0] as unknown as Section;
  };

  it('the real site loads', () => {
    expect(loaded.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  });

  it.each(examples.map((e) => [`${e.type} #${e.index + 1}`, e] as const))('%s validates as a one-section page', (_, { example }) => {
    // A copy: validating fills in the defaults, and the examples must stay as the reference prints them.
    const page = {
      title: 'Example page',
      description: 'A page that holds one section, to check the example of the reference.',
      sections: [structuredClone(example)],
    };
    const { valid } = schemas.run(schemas.page, page);
    expect(valid, JSON.stringify(schemas.page.errors, null, 2)).toBe(true);
  });

  it.each(examples.map((e) => [`${e.type} #${e.index + 1}`, e] as const))('%s renders with the real site data', (_, { type, example }) => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const { container } = render(
        createElement(MemoryRouter, {
          children: createElement(ThemeProvider, {
            theme,
            children: createElement(SiteProvider, {
              value: model.site,
              children: createElement(PageRenderer, { sections: [asLoaded(example)] }),
            }),
          }),
        }),
      );
      expect(container.innerHTML.length, type).toBeGreaterThan(100);
      if (typeof example.title === 'string' && type !== 'contact-cards') expect(container.textContent, type).toContain(example.title);
      // The section types that show the page's main heading are exactly those the guard rail counts.
      expect(container.querySelectorAll('h1').length, `<h1> elements of ${type}`).toBe(MAIN_HEADING_SECTIONS.includes(type) ? 1 : 0);
    } finally {
      console.error = original;
    }
    expect(errors.filter((args) => !/is potentially unsafe when doing server-side rendering/.test(String((args as unknown[])[0])))).toEqual(
      [],
    );
  });

  it('all together, as the gallery shows them, have links, ids, data ids and pictures that are valid on the real site', () => {
    const root = tempDir('docs-examples-');
    const siteDir = join(root, 'site');
    cpSync(SITE_DIR, siteDir, { recursive: true });
    const { route: _, ...page } = galleryPage(SCHEMA_DIR);
    // The gallery's own "Add … to a page" buttons lead to the editor, a development address no page may have.
    for (const section of page.sections) {
      if (section.type === 'text' && section.actions?.every((action) => action.href.startsWith(`${EDITOR_BASE}?add=`)))
        delete section.actions;
    }
    const file = join(siteDir, 'pages/section-gallery.yaml');
    writeFileSync(file, JSON.stringify(page, null, 2));
    const result = loadSite({ siteDir, schemaDir: SCHEMA_DIR });
    const own = result.issues.filter((issue) => issue.file === file).map((issue) => issueHeadline(issue, root));
    // Only what a gallery is for: it shows every section type, so also each one with the main heading.
    expect(
      own.every((headline) => headline.includes('a second main heading (H1)')),
      own.join('\n'),
    ).toBe(true);
    expect(own).toHaveLength(MAIN_HEADING_SECTIONS.length - 1);
    expect(result.issues.filter((issue) => issue.file !== file)).toEqual([]);
  });

  it('their section ids are unique across the examples, so the gallery keeps them as written', () => {
    const ids = examples.map((e) => e.example.id).filter((id): id is string => typeof id === 'string');
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the schemas, for editors', () => {
  const files = (readdirSync(SCHEMA_DIR, { recursive: true }) as string[]).filter((name) => name.endsWith('.schema.json')).sort();
  type Node = Record<string, unknown>;
  const read = (rel: string) => JSON.parse(readFileSync(join(SCHEMA_DIR, rel), 'utf8')) as Node;

  /** Every property of every schema: file, JSON pointer, the property's schema. */
  const properties: { file: string; pointer: string; node: Node }[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item, index) => walk(file, item, `${pointer}/${index}`));
    const record = node as Node;
    for (const [key, prop] of Object.entries((record.properties as Record<string, Node> | undefined) ?? {})) {
      properties.push({ file, pointer: `${pointer}/properties/${key}`, node: prop });
      walk(file, prop, `${pointer}/properties/${key}`);
    }
    for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf']) walk(file, record[key], `${pointer}/${key}`);
    for (const [name, def] of Object.entries((record.$defs as Record<string, Node> | undefined) ?? {}))
      walk(file, def, `${pointer}/$defs/${name}`);
  };
  for (const file of files) walk(file, read(file), '');

  const examplesOf = (file: string, node: Node): unknown[] | undefined => {
    if (Array.isArray(node.examples)) return node.examples;
    if (typeof node.$ref !== 'string') return undefined;
    const [path = '', pointer = ''] = node.$ref.split('#');
    const target = path
      ? relative(SCHEMA_DIR, join(SCHEMA_DIR, file, '..', path))
          .split(sep)
          .join('/')
      : file;
    const resolved = pointer
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((n, part) => (n as Node)[part], read(target)) as Node;
    return examplesOf(target, resolved);
  };

  it('there are properties to check', () => {
    expect(properties.length).toBeGreaterThan(300);
  });

  it('every property has its own description', () => {
    expect(
      properties
        .filter((p) => typeof p.node.description !== 'string' || p.node.description.trim() === '')
        .map((p) => `${p.file}#${p.pointer}`),
    ).toEqual([]);
  });

  it('every property has examples (its own, or those of the shared building block it uses)', () => {
    expect(properties.filter((p) => !examplesOf(p.file, p.node)?.length).map((p) => `${p.file}#${p.pointer}`)).toEqual([]);
  });

  it('every example of a property is valid for that property', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    ajv.addKeyword({ keyword: 'patternMessage', schemaType: 'string' });
    // The project's marks (x-link, x-ref…), as the loader knows them, and the discriminator.
    for (const keyword of [...[...DATA_KEYWORDS].filter((name) => name.startsWith('x-')), 'discriminator']) ajv.addKeyword({ keyword });
    const id = (file: string) => pathToFileURL(join(SCHEMA_DIR, file)).href;
    for (const file of files) ajv.addSchema({ ...read(file), $id: id(file) });
    const wrong: string[] = [];
    for (const { file, pointer, node } of properties) {
      if (!Array.isArray(node.examples)) continue;
      const validate = ajv.compile({ $ref: `${id(file)}#${pointer}` });
      for (const example of node.examples)
        if (!validate(example)) wrong.push(`${file}#${pointer}: ${JSON.stringify(example)} ${ajv.errorsText(validate.errors)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every image can be marked decorative', () => {
    const image = (read('defs/common.schema.json').$defs as Record<string, Node>).image!;
    expect((image.properties as Record<string, Node>).decorative).toMatchObject({ type: 'boolean', default: false });
    expect(image.additionalProperties).toBe(false);
  });
});

describe('VS Code', () => {
  const settings = JSON.parse(readFileSync(join(REPO_DIR, '.vscode/settings.json'), 'utf8')) as {
    'yaml.schemas': Record<string, string | string[]>;
  };
  const associations = Object.entries(settings['yaml.schemas']).map(([schema, patterns]) => ({
    schema: schema.replace(/^\.\//, ''),
    patterns: [patterns].flat(),
  }));

  /** The glob semantics of the YAML language server (vscode-json-languageservice): a pattern matches at the end of the path, ** spans folders. */
  const globMatches = (pattern: string, file: string) => {
    const source = `**/${pattern.replace(/^\//, '')}`
      .split(/(\*\*\/|\*)/)
      .map((part) => (part === '**/' ? '(?:[^/]*/)*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${source}$`).test(file);
  };
  /** The older semantics: * is any text, matched at the end of the path. */
  const simpleMatches = (pattern: string, file: string) =>
    new RegExp(`${pattern.replace(/[-\\{}+?|^$.,[\]()#\s]/g, '\\$&').replace(/\*/g, '.*')}$`).test(file);

  const yamlFiles = (readdirSync(SITE_DIR, { recursive: true }) as string[])
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  /** The editor copy (src/build/codegen/editor-schema.ts) of the schema the loader checks the file with. */
  const expectedSchema = (file: string) =>
    file === 'site.yaml'
      ? '.vscode/schemas/site.schema.json'
      : file.startsWith('data/')
        ? `.vscode/schemas/${file.replace(/\.yaml$/, '.schema.json')}`
        : '.vscode/schemas/page.schema.json';

  it('maps every YAML file under site/ to the schema the loader checks it with, and to no other', () => {
    expect(yamlFiles).toContain('pages/index.yaml');
    expect(yamlFiles).toContain('pages/products/pro-model.yaml');
    for (const matches of [globMatches, simpleMatches]) {
      for (const file of yamlFiles) {
        const path = `/work/project/site/${file}`;
        const schemas = associations.filter((a) => a.patterns.some((pattern) => matches(pattern, path))).map((a) => a.schema);
        expect(schemas, `${file} (${matches.name})`).toEqual([expectedSchema(file)]);
      }
    }
  });

  it('has a mapping for every data schema, and every mapped schema exists', () => {
    for (const name of readdirSync(join(SCHEMA_DIR, 'data')))
      expect(associations.map((a) => a.schema)).toContain(`.vscode/schemas/data/${name}`);
    for (const { schema } of associations) expect(existsSync(join(REPO_DIR, schema)), schema).toBe(true);
  });

  it('recommends the YAML extension of Red Hat', () => {
    expect(JSON.parse(readFileSync(join(REPO_DIR, '.vscode/extensions.json'), 'utf8')).recommendations).toContain('redhat.vscode-yaml');
  });
});

describe('the section gallery', () => {
  it('shows every section type from its example, after a heading with its name, with unique ids', () => {
    const page = galleryPage(SCHEMA_DIR);
    expect(page.route).toBe(GALLERY_ROUTE);
    expect(page.noindex).toBe(true);
    for (const doc of docs) {
      const at = page.sections.findIndex((section) => section.type === 'text' && section.title === doc.type);
      expect(at, doc.type).toBeGreaterThan(0);
      // The examples as written, with the schema's defaults filled in as on any page.
      expect(page.sections.slice(at + 1, at + 1 + doc.examples.length)).toMatchObject(doc.examples);
      expect(page.sections[at]).toMatchObject({
        actions: [{ label: `Add ${doc.type} to a page`, href: `${EDITOR_BASE}?add=${doc.type}` }],
      });
    }
    const ids = page.sections.map((section) => section.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // That the dev server serves it at /__sections is checked in tests/unit/site-files.test.ts (a
  // node environment, where the server runs in process).
  // That the build never writes it is checked on the shipped site's build in tests/build/no-editor.test.ts.
});
