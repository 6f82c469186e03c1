/** The browser editor's pure pieces: history, changed lines, addresses, labels, schema kinds and starting values. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseDocument, type YAMLSeq } from 'yaml';
import { loadSite } from '../../src/build/content/load-site';
import { choices } from '../../src/build/editor/choices';
import { schemaBundle } from '../../src/build/content/schema-bundle';
import type { SchemaBundle, SectionValue } from '../../src/editor/api/types';
import { fitLinks } from '../../src/editor/page/fit-links';
import { newSection, withoutDefaults } from '../../src/editor/page/new-section';
import { addParam, editorUrl, routeOfEditorPath, sectionParam } from '../../src/editor/editor-routes';
import { blankValue, kindOf, newEntry } from '../../src/editor/form/schema-kind';
import { entryLabel, fieldLabel, helpText, itemLabel, keyInWords, valueInWords } from '../../src/editor/form/words';
import { pathKey, startsWith } from '../../src/editor/form/paths';
import { canRedo, canUndo, openedText, record, redoStep, startHistory, undoStep } from '../../src/editor/page/history';
import { learnSectionTypes, sectionName, withUniqueId } from '../../src/editor/page/section-label';
import { changedLines } from '../../src/editor/yaml/line-diff';
import { applyOps, pathFromWords } from '../helpers/editor-fake-ops';
import { REPO_DIR, SCHEMA_DIR } from '../helpers/fixture-site';

describe('editor history', () => {
  it('undoes and redoes through the texts of every change, and a new change drops the redo', () => {
    let history = record(record(startHistory('a'), 'b', 'one'), 'c', 'two');
    expect(undoStep(history)).toEqual({ text: 'b', label: 'two', at: 1 });
    history = { ...history, at: 1 };
    expect(redoStep(history)).toEqual({ text: 'c', label: 'two', at: 2 });
    expect([canUndo(history), canRedo(history)]).toEqual([true, true]);
    history = record(history, 'd', 'three');
    expect(history.entries.map((entry) => entry.text)).toEqual(['a', 'b', 'd']);
    expect(canRedo(history)).toBe(false);
    expect(openedText(history)).toBe('a');
    expect(record(history, 'd', 'same text')).toBe(history);
    expect(undoStep(startHistory('a'))).toBeUndefined();
  });
});

describe('changed lines', () => {
  it('marks new and changed lines of the new text, not the moved-around common ones', () => {
    expect(changedLines('a\nb\nc\n', 'a\nb\nc\n')).toEqual([]);
    expect(changedLines('a\nb\nc\n', 'a\nB\nc\n')).toEqual([2]);
    expect(changedLines('a\nb\nc\n', 'a\nx\ny\nb\nc\n')).toEqual([2, 3]);
    expect(changedLines('a\nb\nc\n', 'a\nc\n')).toEqual([]);
    expect(changedLines('a\nb\nc\nd', 'd\na\nb\nc')).toEqual([1]);
  });
});

describe('editor addresses', () => {
  it('maps routes to editor addresses and back; the home page is /__edit/index', () => {
    expect(editorUrl('/about')).toBe('/__edit/about');
    expect(editorUrl('/', 'benefits')).toBe('/__edit/index?add=benefits');
    expect(routeOfEditorPath('/__edit')).toBeNull();
    expect(routeOfEditorPath('/__edit/')).toBeNull();
    expect(routeOfEditorPath('/__edit/index')).toBe('/');
    expect(routeOfEditorPath('/__edit/products/pro-model/')).toBe('/products/pro-model');
    expect(addParam('?add=cta')).toBe('cta');
  });

  it('opens a page at a section: 0-based in code, counted from 1 in the address as the outline counts', () => {
    expect(editorUrl('/about', undefined, 0)).toBe('/__edit/about?section=1');
    expect(editorUrl('/', undefined, 2)).toBe('/__edit/index?section=3');
    expect(editorUrl('/products/pro-model', 'cta', 4)).toBe('/__edit/products/pro-model?add=cta&section=5');
    expect(sectionParam('?section=1')).toBe(0);
    expect(sectionParam('?add=cta&section=12')).toBe(11);
    for (const search of ['', '?section=', '?section=0', '?section=-1', '?section=1.5', '?section=two', '?add=cta'])
      expect(sectionParam(search), search).toBeUndefined();
    // What editorUrl writes, sectionParam reads back.
    for (const index of [0, 1, 9]) expect(sectionParam(new URL(editorUrl('/about', undefined, index), 'http://x').search)).toBe(index);
  });
});

describe('form words and paths', () => {
  it("labels a field by the schema's x-ui words, else its key in words; type names never show", () => {
    expect(fieldLabel('effectiveDate', {})).toBe('Effective date');
    expect(fieldLabel('poster', { title: 'Image' })).toBe('Poster');
    expect(fieldLabel('icon', { title: 'IconName' })).toBe('Icon');
    expect(fieldLabel('alt', { 'x-ui': { label: 'Words for screen readers' } })).toBe('Words for screen readers');
    expect(keyInWords('hide_title')).toBe('Hide title');
    expect(entryLabel(itemLabel('Items', {}), 2)).toBe('Item 3');
    expect(entryLabel(itemLabel('Body', {}), 0)).toBe('Body 1');
    expect(entryLabel(itemLabel('Testimonies', {}), 0)).toBe('Testimony 1');
    expect(entryLabel(itemLabel('Shared quotes', {}, { 'x-ui': { item: 'Quote' } }), 0)).toBe('Quote 1');
    expect(valueInWords('ghost', { 'x-ui': { choices: { ghost: 'Plain, no frame' } } })).toBe('Plain, no frame');
    expect(helpText({ description: 'true adds a field', 'x-ui': { help: 'On adds a field' } })).toBe('On adds a field');
  });

  it('spells paths one way', () => {
    expect(pathKey(['sections', 2, 'title'])).toBe(pathKey(['sections', '2', 'title']));
    expect(startsWith(['sections', 2, 'title'], ['sections', '2'])).toBe(true);
    expect(startsWith(['sections', 12], ['sections', 1])).toBe(false);
  });

  it('names sections and keeps ids unique on a page', () => {
    expect(sectionName({ type: 'no-such-type', title: 'Why Us' }, 1)).toBe('2. no-such-type: Why Us');
    learnSectionTypes(schemaBundle(SCHEMA_DIR) as unknown as SchemaBundle);
    expect(sectionName({ type: 'benefits', title: 'Why Us' }, 1)).toBe('2. Benefits: Why Us');
    expect(sectionName({ type: 'hero' }, 0)).toBe('1. Opening banner');
    expect(withUniqueId({ type: 'cta', id: 'contact' }, ['contact', 'contact-2']).id).toBe('contact-3');
    expect(withUniqueId({ type: 'cta' } as { type: string; id?: string }, ['contact'])).toEqual({ type: 'cta' });
  });
});

describe('schema kinds and starting values', () => {
  const icons = new Set(['check', 'star']);
  it('gives each schema its control', () => {
    expect(kindOf({ type: 'string', 'x-icon': true, enum: ['a'] }, icons)).toBe('icon');
    expect(kindOf({ type: 'string', enum: ['check', 'star'] }, icons)).toBe('icon');
    expect(kindOf({ type: 'string', enum: ['light', 'dark'] }, icons)).toBe('enum');
    expect(kindOf({ type: 'integer', enum: [2, 3] }, icons)).toBe('enum');
    expect(kindOf({ type: 'string', 'x-link': true }, icons)).toBe('link');
    expect(kindOf({ type: 'string', 'x-asset': true }, icons)).toBe('asset');
    expect(kindOf({ type: 'string', 'x-ref': 'machines' }, icons)).toBe('ref');
    expect(kindOf({ anyOf: [{ type: 'string' }, { type: 'object' }] }, icons)).toBe('choice');
    expect(kindOf({ const: 'hero' }, icons)).toBe('const');
    expect(kindOf({ properties: {} }, icons)).toBe('object');
  });

  it('starts a part added by hand blank: defaults and required parts, never the examples of the schema', () => {
    expect(blankValue({ type: 'object', examples: [{ a: 1 }] })).toEqual({});
    expect(
      blankValue({ type: 'object', required: ['n', 'on'], properties: { n: { type: 'integer', minimum: 1 }, on: { type: 'boolean' } } }),
    ).toEqual({ n: 1, on: false });
    expect(
      newEntry({
        type: 'array',
        items: { type: 'object', required: ['title'], properties: { title: { type: 'string' } } },
        examples: [[{ title: 'First' }]],
      }),
    ).toEqual({
      title: '',
    });
    expect(newEntry({ type: 'array', items: { type: 'string' } })).toBe('');
  });
});

describe('the fake API of the editor tests', () => {
  it('reads issue paths in words as JSON paths', () => {
    expect(pathFromWords('sections[2] (testimonials) › items[0] › rating')).toEqual(['sections', 2, 'items', 0, 'rating']);
    expect(pathFromWords('')).toEqual([]);
  });

  it('applies ops to YAML, keeping comments', () => {
    const text = '# top\ntitle: A\nsections:\n  - type: hero\n    title: One\n  - type: cta\n    title: Two\n';
    const moved = applyOps(text, [
      { op: 'move', path: ['sections'], from: 0, to: 1 },
      { op: 'set', path: ['title'], value: 'B' },
    ]);
    expect(moved).toBe('# top\ntitle: B\nsections:\n  - type: cta\n    title: Two\n  - type: hero\n    title: One\n');
  });
});

describe('a section added from its example (Add section)', () => {
  // As the editor gets it from GET schema.
  const bundle = schemaBundle(SCHEMA_DIR) as unknown as SchemaBundle;
  const types = Object.keys(bundle.sections).sort();
  const siteDir = join(REPO_DIR, 'site');
  const pages = choices({ root: REPO_DIR, siteDir, schemaDir: SCHEMA_DIR }).pages;
  const about = parse(readFileSync(join(siteDir, 'pages/about.yaml'), 'utf8')) as { sections: SectionValue[] };
  const added = (type: string, sections = about.sections) => newSection(type, { bundle, sections, pages });
  const hrefs = (value: unknown): string[] => JSON.stringify(value).match(/"href":"[^"]*"/g) ?? [];

  // Each type alone: the examples of lead-form and steps are themselves #request-form and #how-it-works.
  const site = mkdtempSync(join(tmpdir(), 'editor-add-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  cpSync(siteDir, join(site, 'site'), { recursive: true });
  const file = join(site, 'site/pages/about.yaml');
  const text = readFileSync(file, 'utf8');

  it.each(types)('%s: leaves /about without an issue', (type) => {
    const document = parseDocument(text);
    (document.get('sections') as YAMLSeq).add(document.createNode(added(type)));
    writeFileSync(file, document.toString());
    // A second hero, product-hero or legal is a second main heading: the page's issues say so, rightly.
    const issues = loadSite({ siteDir: join(site, 'site'), schemaDir: SCHEMA_DIR }).issues.filter(
      (issue) => issue.file === file && issue.code !== 'extra-main-heading',
    );
    expect(issues.map((issue) => `${issue.line}:${issue.column} ${issue.path}: ${issue.message}`)).toEqual([]);
  });

  it("writes no value that only repeats its schema's default: a lead form keeps the schema's consent wording", () => {
    const form = added('lead-form') as Record<string, unknown>;
    expect(form).not.toHaveProperty('consent');
    expect(form.fields, 'splitName: false is the default').toEqual({ businessName: true, message: true });
    // Required values stay, default or not; a value other than the default stays.
    expect(withoutDefaults({ type: 'cta', tone: 'dark', title: 'Go' }, bundle.sections.cta!)).toEqual({
      type: 'cta',
      tone: 'dark',
      title: 'Go',
    });
    const defaultTone = bundle.sections.cta!.properties!.tone!.default;
    expect(withoutDefaults({ type: 'cta', tone: defaultTone, title: 'Go' }, bundle.sections.cta!)).toEqual({ type: 'cta', title: 'Go' });
    // A default inside a list's entries goes too.
    const list = { items: { properties: { size: { default: 'default' }, label: {} } } };
    expect(
      withoutDefaults(
        [
          { size: 'default', label: 'A' },
          { size: 'lg', label: 'B' },
        ],
        list,
      ),
    ).toEqual([{ label: 'A' }, { size: 'lg', label: 'B' }]);
  });

  it("links to the page's own section of the type the example meant, else to the page that has the anchor", () => {
    expect(hrefs(bundle.sections.hero!.examples![0])).toContain('"href":"#how-it-works"');
    expect(hrefs(added('hero'))).toContain('"href":"/#how-it-works"');
    const withSteps = [...about.sections, { type: 'steps', id: 'process' }];
    expect(hrefs(added('hero', withSteps))).toContain('"href":"#process"');
    const withForm = [...about.sections, { type: 'lead-form', id: 'how-it-works' }];
    expect(hrefs(added('hero', withForm)), 'an id already on the page is kept').toContain('"href":"#how-it-works"');
    expect(hrefs(added('checklist'))).toEqual(['"href":"/machine-sales#request-form"']);
  });

  it('leaves out an optional link to a page the site lacks, and keeps one below a page that exists', () => {
    const example = bundle.sections.benefits!.examples![0] as { items: { link?: { href: string } }[] };
    expect(example.items[2]!.link?.href).toBe('/products');
    const items = (without: string[]) =>
      (
        fitLinks(example as unknown as SectionValue, {
          bundle,
          sections: [],
          pages: pages.filter((p) => !without.includes(p.route)),
        }) as unknown as typeof example
      ).items;
    expect(items([])[2]!.link?.href).toBe('/products');
    expect(items(['/products'])[2]).not.toHaveProperty('link');
    expect(items(['/products']).slice(0, 2)).toEqual(example.items.slice(0, 2));
    const below = { type: 'cta', title: 'Go', actions: [{ label: 'Pro', href: '/products/no-such-model' }] } as SectionValue;
    expect(fitLinks(below, { bundle, sections: [], pages })).toEqual(below);
  });

  it('leaves out Download Specs where the page has no specifications, and keeps a link no page could take', () => {
    expect(bundle.sections['product-hero']!.examples![0]).toHaveProperty('download');
    expect(added('product-hero')).not.toHaveProperty('download');
    const specs = [...about.sections, { type: 'product-specs', id: 'model-specs' }];
    expect(added('product-hero', specs).download).toEqual({ label: 'Download Specs', href: '#model-specs' });
    const bare = { type: 'cta', title: 'Go', actions: [{ label: 'Go', href: '#nowhere' }] } as SectionValue;
    expect(fitLinks(bare, { bundle, sections: about.sections, pages })).toEqual(bare);
  });
});
