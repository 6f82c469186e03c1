/**
 * The media library's rename and delete (src/build/editor/media-library.ts) on a copy of the fixture
 * site: a rename changes every YAML file that names the file, only there (the exact text diff), and
 * moves the file; a delete of a file in use is refused with the list of uses and removes nothing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteAsset, LibraryRefusal, renameAsset } from '../../src/build/editor/media-library';
import { fixtureSite, type FixtureSite } from '../helpers/fixture-site';

let site: FixtureSite;
beforeEach(() => {
  site = fixtureSite();
  // A second page that names the same picture, quoted, beside a comment.
  const about = join(site.siteDir, 'pages/about.yaml');
  writeFileSync(about, readFileSync(about, 'utf8') + '# the machine again\n');
  writeFileSync(
    join(site.siteDir, 'pages/contact.yaml'),
    readFileSync(join(site.siteDir, 'pages/contact.yaml'), 'utf8').replace(/\n$/, '') +
      '\n  - type: text\n    title: Our fridge\n    paragraphs: [Cold drinks.]\n    media: { src: "/assets/machines/pro-model.svg", alt: The fridge } # kept\n',
  );
});
afterEach(() => site.cleanup());

const read = (rel: string) => readFileSync(join(site.siteDir, rel), 'utf8');

/** The lines that differ between two texts of the same length in lines. */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line, b[index]!] as [string, string]]));
}

describe('rename', () => {
  it('changes every reference and nothing else, and moves the file', () => {
    const before = { data: read('data/machines.yaml'), contact: read('pages/contact.yaml'), about: read('pages/about.yaml') };
    const renamed = renameAsset(site.siteDir, site.root, '/assets/machines/pro-model.svg', 'machines/Pro Fridge');
    expect(renamed).toEqual({ src: '/assets/machines/pro-fridge.svg', changed: ['site/data/machines.yaml', 'site/pages/contact.yaml'] });
    expect(changedLines(before.data, read('data/machines.yaml'))).toEqual([
      [
        '    image: { src: /assets/machines/pro-model.svg, alt: AI Vending Pro heavy-duty smart fridge, width: 400, height: 500 }',
        '    image: { src: /assets/machines/pro-fridge.svg, alt: AI Vending Pro heavy-duty smart fridge, width: 400, height: 500 }',
      ],
    ]);
    expect(changedLines(before.contact, read('pages/contact.yaml'))).toEqual([
      [
        '    media: { src: "/assets/machines/pro-model.svg", alt: The fridge } # kept',
        '    media: { src: "/assets/machines/pro-fridge.svg", alt: The fridge } # kept',
      ],
    ]);
    expect(read('pages/about.yaml')).toBe(before.about);
    expect([
      existsSync(join(site.siteDir, 'assets/machines/pro-model.svg')),
      existsSync(join(site.siteDir, 'assets/machines/pro-fridge.svg')),
    ]).toEqual([false, true]);
  });

  it('refuses a name another file has', () => {
    expect(() => renameAsset(site.siteDir, site.root, '/assets/machines/pro-model.svg', 'machines/mini-combo')).toThrow(
      new LibraryRefusal('/assets/machines/mini-combo.svg is taken by another file: choose another name', 409),
    );
  });
});

describe('delete', () => {
  it('is refused while the file is used, naming every place', () => {
    let refusal: LibraryRefusal | undefined;
    try {
      deleteAsset(site.siteDir, site.root, '/assets/machines/pro-model.svg');
    } catch (error) {
      refusal = error as LibraryRefusal;
    }
    expect(refusal?.message).toBe(
      '/assets/machines/pro-model.svg is used in 2 places: site/data/machines.yaml:94 (items › pro-model › image › src); site/pages/contact.yaml:16 (sections[2] (text) › media › src). Choose another file there first.',
    );
    expect(refusal?.status).toBe(409);
    expect(existsSync(join(site.siteDir, 'assets/machines/pro-model.svg'))).toBe(true);
  });

  it('removes a file nothing names', () => {
    writeFileSync(join(site.siteDir, 'assets/unused.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    deleteAsset(site.siteDir, site.root, '/assets/unused.svg');
    expect(existsSync(join(site.siteDir, 'assets/unused.svg'))).toBe(false);
  });
});
