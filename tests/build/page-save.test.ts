/**
 * A save of page files in the development server checks only those files (src/build/content/page-save.ts)
 * and gives what a whole load of the content gives: the same model, the same issues at the same
 * places with the same words, the same icons. A save that changes what other pages' links are
 * checked against (a section id) or anything but known page files is left to a whole load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentCache } from '../../src/build/content/content-cache';
import { loadSite, type LoadResult } from '../../src/build/content/load-site';
import { loadSnapshot } from '../../src/build/content/load-snapshot';
import { savePages, type PageSaveIndex } from '../../src/build/content/page-save';
import { contentState } from '../../src/build/vite/content-state';
import { pageAt } from '../../src/build/vite/dev-middleware';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

let site: FixtureSite;
beforeEach(() => {
  site = fixtureSite();
});
afterEach(() => site.cleanup());

const pagePath = (name: string) => join(site.siteDir, 'pages', `${name}.yaml`);
const read = (name: string) => readFileSync(pagePath(name), 'utf8');

/** What a visitor or an editor sees of a load: the model as plain data, every issue, the icons, the text of the saved file. */
function seen(result: LoadResult, saved: string) {
  return {
    model: JSON.parse(JSON.stringify(result.model ?? null)) as unknown,
    issues: result.issues,
    icons: result.icons,
    text: result.sources.get(saved),
  };
}

/** A load of the content as it is now, with nothing kept from earlier loads. */
const fresh = () => loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });

interface Edit {
  name: string;
  page: string;
  text: (text: string) => string;
  /** Whether only the saved file is checked (false: a whole load is needed). */
  quick: boolean;
  /** The codes of the issues the content has afterwards. */
  codes: string[];
}

/** Edits in order, each on the files as the one before left them. */
function edits(): Edit[] {
  const about = read('about');
  const home = read('index');
  const contact = read('contact');
  const renamed = about.replace('title: Fixture About', 'title: Fixture About, renamed');
  return [
    {
      name: 'a valid text edit',
      page: 'about',
      text: (t) => t.replace('First paragraph.', 'A new first paragraph.'),
      quick: true,
      codes: [],
    },
    { name: 'a title change', page: 'about', text: () => renamed, quick: true, codes: [] },
    {
      name: 'a section with icons',
      page: 'about',
      text: () => `${renamed}  - type: benefits\n    title: Why\n    items:\n      - { icon: cpu, title: Smart, text: It thinks. }\n`,
      quick: true,
      codes: [],
    },
    { name: 'another icon', page: 'about', text: (t) => t.replace('icon: cpu', 'icon: wifi'), quick: true, codes: [] },
    {
      name: 'a title too long for search results',
      page: 'about',
      text: (t) => t.replace(/^title: .*$/m, `title: ${'A very long title '.repeat(6)}`),
      quick: true,
      codes: ['long-title'],
    },
    {
      name: 'YAML that does not parse',
      page: 'about',
      text: (t) => `${t}\n  bad: [unclosed\n`,
      quick: true,
      codes: ['yaml-syntax', 'yaml-syntax'],
    },
    { name: 'the fix of that', page: 'about', text: () => renamed, quick: true, codes: [] },
    {
      name: 'a schema violation',
      page: 'about',
      text: (t) => t.replace('    title: Our Mission', '    title: Our Mission\n    colour: red'),
      quick: true,
      codes: ['unknown-key'],
    },
    {
      name: 'a picture whose size is not its file’s',
      page: 'about',
      text: () =>
        `${renamed}    media: { src: /assets/machines/pro-model.svg, alt: The smart fridge, width: 401, height: 500 }\n` +
        `  - type: text\n    title: More\n    paragraphs: [See /nowhere.]\n    media: { src: /assets/machines/none.svg, alt: Nothing }\n`,
      quick: true,
      codes: ['image-size', 'missing-asset'],
    },
    { name: 'the fix of that', page: 'about', text: () => renamed, quick: true, codes: [] },
    {
      name: 'a link to a section that is not there',
      page: 'index',
      text: (t) => t.replace('/contact#form', '/contact#nope'),
      quick: true,
      codes: ['missing-anchor'],
    },
    { name: 'the fix of that', page: 'index', text: () => home, quick: true, codes: [] },
    {
      name: 'a section id repeated in a page',
      page: 'index',
      text: (t) => `${t}  - type: text\n    id: how-it-works\n    title: Again\n    paragraphs: [Twice.]\n`,
      quick: true,
      codes: ['duplicate-id'],
    },
    { name: 'the fix of that', page: 'index', text: () => home, quick: true, codes: [] },
    {
      name: 'removing a section id another page links to',
      page: 'contact',
      text: (t) => t.replace('    id: form\n', ''),
      quick: false,
      codes: ['missing-anchor'],
    },
    { name: 'putting it back', page: 'contact', text: () => contact, quick: false, codes: [] },
    {
      name: 'a valid edit after whole loads',
      page: 'contact',
      text: (t) => t.replace('Talk to us', 'Talk with us'),
      quick: true,
      codes: [],
    },
  ];
}

describe('a save of page files', () => {
  it('checks only the saved file and gives what a whole load gives', () => {
    const cache = contentCache(SCHEMA_DIR);
    const snapshot = loadSnapshot();
    const whole = (changed?: ReadonlySet<string>) =>
      loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR, cache, snapshot, changed, index: true });
    let index: PageSaveIndex | undefined = whole().index;
    expect(index, 'a load without error has an index').toBeDefined();
    for (const edit of edits()) {
      const file = pagePath(edit.page);
      writeFileSync(file, edit.text(read(edit.page)));
      const expected = fresh();
      // After a whole load with an error there is no index: the next save is a whole load too.
      const quick = index && savePages(index, new Set([file]));
      expect(quick !== undefined, `${edit.name}: checked alone`).toBe(edit.quick);
      const result = quick ?? whole(new Set([file]));
      if (!quick) ({ index } = result);
      expect(seen(result, file), edit.name).toEqual(seen(expected, file));
      expect(
        result.issues.map((issue) => issue.code),
        edit.name,
      ).toEqual(edit.codes);
    }
  });

  it('leaves a save of anything but a known page file to a whole load', () => {
    const { index } = loadSite({
      siteDir: site.siteDir,
      schemaDir: SCHEMA_DIR,
      cache: contentCache(SCHEMA_DIR),
      snapshot: loadSnapshot(),
      index: true,
    });
    for (const other of ['site.yaml', 'data/testimonials.yaml', 'pages/new-page.yaml', join(SCHEMA_DIR, 'page.schema.json')])
      expect(savePages(index!, new Set([join(site.siteDir, other)])), other).toBeUndefined();
    // A known page and another file together: a whole load too.
    expect(savePages(index!, new Set([pagePath('about'), join(site.siteDir, 'site.yaml')]))).toBeUndefined();
  });

  it('in the development server: every save, checked alone or not, shows what a whole load shows', () => {
    const before = process.env.SITE_DIR;
    process.env.SITE_DIR = site.siteDir;
    // The files as if written a while ago: their timestamps are trusted (content-cache.ts SETTLED_MS), so what is not read again is not.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    try {
      const state = contentState();
      state.reload();
      for (const edit of edits()) {
        const file = pagePath(edit.page);
        writeFileSync(file, edit.text(read(edit.page)));
        const result = state.reload(new Set([file]));
        expect(seen(result, file), edit.name).toEqual(seen(fresh(), file));
        // The dev server's look-up of a page by its address finds the page of this load.
        for (const route of ['/', '/about', '/contact', '/contact/anything'])
          expect(pageAt(state, route), `${edit.name}: ${route}`).toBe(
            result.model?.pages.find((page) => page.route === (route === '/contact/anything' ? '/contact' : route)) ?? null,
          );
      }
      // A whole load after saves checked alone reads those files again, though the watcher names only the file it saw change.
      writeFileSync(pagePath('about'), read('about').replace(/^title: .*$/m, 'title: Fixture About, once more'));
      expect(state.reload(new Set([pagePath('about')])).model).toBeDefined();
      const siteFile = join(site.siteDir, 'site.yaml');
      writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('name: Fixture Co', 'name: Fixture Company'));
      const after = state.reload(new Set([siteFile]));
      expect(seen(after, pagePath('about'))).toEqual(seen(fresh(), pagePath('about')));
      expect(after.model!.pages.find((page) => page.route === '/about')!.title).toBe('Fixture About, once more');
    } finally {
      vi.useRealTimers();
      if (before === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = before;
    }
  });
});
