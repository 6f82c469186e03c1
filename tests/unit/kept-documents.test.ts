/**
 * The documents a build leaves in its output folder for the next one (src/build/output/kept-documents.ts):
 * a later build into the same folder keeps the files of unchanged documents and removes everything
 * else, whether the folders holding them are listed again or, unchanged since (output-folders.ts),
 * taken as they were recorded.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptDocuments } from '../../src/build/output/kept-documents';
import { outputRecord } from '../../src/build/output/output-record';
import { temporaryFolder } from '../helpers/temporary';

/** The time after which a folder changed by a build is marked (output-folders.ts SETTLING_MS), and some. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

interface Doc {
  file: string;
  files: Record<string, string>;
}

const page = (name: string, text = name): Doc => ({
  file: `${name}/index.html`,
  files: { [`${name}/index.html`]: `<h1>${text}</h1>`, [`_data/${name}.json`]: `{"title":"${text}"}` },
});

/** One build into `out`: the documents not reused are written; `extra` files are written as the build's other output. */
async function build(cache: string, out: string, docs: Doc[], extra: Record<string, string> = {}) {
  const kept = keptDocuments(cache, out);
  kept.clear();
  const reused: string[] = [];
  for (const doc of docs) {
    const key = JSON.stringify(doc.files);
    if (kept.reuse(doc.file, key)) {
      reused.push(doc.file);
      continue;
    }
    for (const [name, text] of Object.entries({ ...doc.files })) {
      mkdirSync(dirname(join(out, name)), { recursive: true });
      writeFileSync(join(out, name), text);
    }
    kept.wrote(doc.file, key, Object.keys(doc.files), [`hash-${doc.file}`]);
  }
  for (const [name, text] of Object.entries(extra)) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), text);
  }
  await settle();
  kept.save();
  return reused;
}

function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1) + (entry.isDirectory() ? '/' : ''))
    .sort();
}

/** The whole record's file of the one output folder. */
function recordFile(cache: string): string {
  const dir = join(cache, 'outputs');
  return join(
    dir,
    readdirSync(dir).find((name) => /^[0-9a-f]+\.json$/.test(name))!,
  );
}

const recordOf = (cache: string) => outputRecord(recordFile(cache)).read();

describe('the documents kept in an output folder', () => {
  it('keeps unchanged documents, writes changed ones, and removes strays and the files of removed pages', async () => {
    const root = temporaryFolder('kept-documents-');
    const [cache, out] = [join(root, 'cache'), join(root, 'dist')];
    const docs = [page('about'), page('contact'), page('team')];
    expect(await build(cache, out, docs, { 'sitemap.xml': '<urlset/>' })).toEqual([]);
    // The folders the build made hold only documents' files, and are marked; the top one holds the sitemap too.
    expect(Object.keys(recordOf(cache).folders).sort()).toEqual(['_data', 'about', 'contact', 'team']);

    writeFileSync(join(out, 'about/stray.txt'), 'left by hand');
    mkdirSync(join(out, 'contact/old'));
    writeFileSync(join(out, 'contact/old/file.txt'), 'left by hand');
    rmSync(join(out, '_data/team.json'));
    const reused = await build(cache, out, [page('about'), page('contact', 'Contact us')]);
    // About's files are still there: kept. Contact changed: written. Team is gone from the site.
    expect(reused).toEqual(['about/index.html']);
    expect(tree(out)).toEqual([
      '_data/',
      '_data/about.json',
      '_data/contact.json',
      'about/',
      'about/index.html',
      'contact/',
      'contact/index.html',
    ]);
    expect(readFileSync(join(out, 'contact/index.html'), 'utf8')).toBe('<h1>Contact us</h1>');
  });

  it('writes a document again whose file was removed by hand from a folder the last build marked', async () => {
    const root = temporaryFolder('kept-documents-');
    const [cache, out] = [join(root, 'cache'), join(root, 'dist')];
    await build(cache, out, [page('about'), page('contact')]);
    expect(recordOf(cache).folders).toHaveProperty('about');
    rmSync(join(out, 'about/index.html'));
    expect(await build(cache, out, [page('about'), page('contact')])).toEqual(['contact/index.html']);
    expect(existsSync(join(out, 'about/index.html'))).toBe(true);
    // And the folder of the document written again is marked after the following build.
    await build(cache, out, [page('about'), page('contact')]);
    expect(Object.keys(recordOf(cache).folders).sort()).toEqual(['', '_data', 'about', 'contact']);
  });

  it('does not list a folder whose time is as recorded, and lists it once the time differs', async () => {
    const root = temporaryFolder('kept-documents-');
    const [cache, out] = [join(root, 'cache'), join(root, 'dist')];
    await build(cache, out, [page('about')]);
    // A whole second in the past, which the file system keeps exactly: the next build lists the folder and marks that time.
    const time = Math.floor(Date.now() / 1000) - 60;
    utimesSync(join(out, 'about'), time, time);
    await build(cache, out, [page('about')]);
    const marked = recordOf(cache).folders['about']!;
    expect(marked).toBe(time * 1000);
    // A stray whose folder's time is put back to the recorded one: the folder is taken as recorded.
    writeFileSync(join(out, 'about/stray.txt'), 'hidden');
    utimesSync(join(out, 'about'), time, time);
    await build(cache, out, [page('about')]);
    expect(existsSync(join(out, 'about/stray.txt'))).toBe(true);
    // Once the folder's time differs, it is listed and the stray goes.
    utimesSync(join(out, 'about'), time + 5, time + 5);
    await build(cache, out, [page('about')]);
    expect(existsSync(join(out, 'about/stray.txt'))).toBe(false);
  });

  it('compares the documents at the top of the folder with the record: the bundler writes its index.html there', async () => {
    const root = temporaryFolder('kept-documents-');
    const [cache, out] = [join(root, 'cache'), join(root, 'dist')];
    const home: Doc = { file: 'index.html', files: { 'index.html': '<h1>Home</h1>', '_data/index.json': '{}' } };
    await build(cache, out, [home, page('about')]);
    writeFileSync(join(out, 'index.html'), '<!--app-head--><!--app-html--> the template');
    expect(await build(cache, out, [home, page('about')])).toEqual(['about/index.html']);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
  });

  it('after a build that changed few documents, writes only the changes beside the whole record', async () => {
    const root = temporaryFolder('kept-documents-');
    const [cache, out] = [join(root, 'cache'), join(root, 'dist')];
    const many = Array.from({ length: 60 }, (_, n) => page(`page-${n}`));
    await build(cache, out, many);
    const whole = readFileSync(recordFile(cache), 'utf8');
    await build(cache, out, [...many.slice(1, 59), page('page-59', 'Changed'), page('added')]);
    expect(readFileSync(recordFile(cache), 'utf8')).toBe(whole);
    const changes = JSON.parse(readFileSync(recordFile(cache).replace(/\.json$/, '.changed.json'), 'utf8')) as {
      entries: Record<string, unknown>;
      removed: string[];
    };
    expect(Object.keys(changes.entries).sort()).toEqual(['added/index.html', 'page-59/index.html']);
    expect(changes.removed).toEqual(['page-0/index.html']);
    // The next build reads both: the unchanged documents stay, the removed one's files are gone.
    const reused = await build(cache, out, [...many.slice(1, 59), page('page-59', 'Changed'), page('added')]);
    expect(reused).toHaveLength(60);
    expect(existsSync(join(out, 'page-0'))).toBe(false);
    expect(existsSync(join(out, '_data/page-0.json'))).toBe(false);
  });

  it('without emptying the folder, compares each file with the record', async () => {
    const root = temporaryFolder('kept-documents-');
    const [cache, out] = [join(root, 'cache'), join(root, 'dist')];
    await build(cache, out, [page('about')]);
    writeFileSync(join(out, 'about/index.html'), '<h1>edited by hand, longer</h1>');
    const kept = keptDocuments(cache, out);
    expect(kept.reuse('about/index.html', JSON.stringify(page('about').files))).toBeUndefined();
  });
});
