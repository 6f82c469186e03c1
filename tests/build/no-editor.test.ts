/**
 * The page editor (src/editor, src/build/editor, /__edit) and the section gallery (/__sections, the
 * schemas' examples) exist on the development server only: the production build of the shipped site
 * holds none of their files, code or words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryPage } from '../../src/build/vite/gallery';
import { sharedBuild } from '../helpers/site-build';

let out: string;
let files: string[];

beforeAll(async () => {
  out = await sharedBuild();
  files = (readdirSync(out, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(out.length + 1)
        .split(sep)
        .join('/'),
    )
    .sort();
});

/** Text that only the editor's code has: its API and token, and words of its screens and its server. */
const EDITOR_ONLY = [
  '__edit/api',
  'editor-token',
  // src/editor: the outline, the preview, the list of pages, the mark in the preview frame.
  'Drag to reorder',
  'Open the page in a new tab',
  'Every page of the site, by address',
  'data-editor-selected',
  // src/build/editor: a refusal of its write API.
  'that the editor may write',
  // The dev server's script that turns the error overlay's "Fix it in the editor" into a link.
  'Fix it in the editor',
];

/** The text of every file of the editor's code, on the dev server's side too. */
function editorSources(): string {
  const roots = ['src/editor', 'src/build/editor'];
  const texts = roots.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[])
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => readFileSync(join(root, name), 'utf8')),
  );
  return [...texts, readFileSync('src/build/vite/error-overlay.ts', 'utf8'), readFileSync('editor.html', 'utf8')].join('\n');
}

describe('dist/ after a production build', () => {
  it('looks for words the editor really has', () => {
    const sources = editorSources();
    for (const needle of EDITOR_ONLY) expect(sources, needle).toContain(needle);
  });

  it('has no editor page and no file named after the editor', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => /(^|\/)editor\.html$|__edit|(^|\/)editor[^/]*\.(js|css|html)$/i.test(file))).toEqual([]);
  });

  it('contains none of the editor code in any file', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(out, file), 'latin1');
      for (const needle of EDITOR_ONLY) if (text.includes(needle)) found.push(`${file}: ${needle}`);
    }
    expect(found).toEqual([]);
  });
});

/** A sentence only the examples of the schemas use, which the section gallery shows. */
const GALLERY_EXAMPLE = 'Smart vending works best where people gather every day.';

describe('dist/ has no section gallery', () => {
  const gallery = galleryPage('schema');

  it('looks for what the gallery really has', () => {
    expect(gallery.route).toBe('/__sections');
    expect(gallery.title).toBe('Section gallery');
    expect(JSON.stringify(gallery.sections)).toContain(GALLERY_EXAMPLE);
  });

  it('no page, no data chunk, no code and no example of it', () => {
    const name = gallery.route.slice(1);
    expect(files.filter((file) => file.includes(name) || file.includes('gallery'))).toEqual([]);
    const text = (extension: string) =>
      files
        .filter((file) => file.endsWith(extension))
        .map((file) => readFileSync(join(out, file), 'utf8'))
        .join('\n');
    const [code, documents] = [text('.js'), text('.html')];
    expect(code).not.toContain(name);
    expect(code).not.toContain(gallery.title);
    for (const found of [code, documents]) expect(found).not.toContain(GALLERY_EXAMPLE);
  });
});
