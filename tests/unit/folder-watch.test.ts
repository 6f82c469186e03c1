/**
 * The development server's watch of the content folder (src/build/vite/folder-watch.ts): one
 * operating-system watch per folder, and still every file added, changed or removed below it.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchFolder, type FolderEvent } from '../../src/build/vite/folder-watch';
import { temporaryFolder } from '../helpers/temporary';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function watched() {
  const root = temporaryFolder('folder-watch-');
  mkdirSync(join(root, 'pages'));
  writeFileSync(join(root, 'site.yaml'), 'a: 1\n');
  writeFileSync(join(root, 'pages/about.yaml'), 'title: About\n');
  const events: string[] = [];
  const watch = watchFolder(root, (event: FolderEvent, file: string) => events.push(`${event} ${file.slice(root.length + 1)}`));
  stop = () => watch.close();
  /** Waits until `expected` has been reported (events come from the operating system, a moment later). */
  const reported = (expected: string) => vi.waitFor(() => expect(events).toContain(expected), { timeout: 3000 });
  return { root, events, reported };
}

describe('watching the content folder', () => {
  it('reports nothing for the files already there, then a change, an addition and a removal', async () => {
    const { root, events, reported } = watched();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]);
    writeFileSync(join(root, 'pages/about.yaml'), 'title: About us\n');
    await reported('change pages/about.yaml');
    writeFileSync(join(root, 'pages/contact.yaml'), 'title: Contact\n');
    await reported('add pages/contact.yaml');
    rmSync(join(root, 'pages/contact.yaml'));
    await reported('unlink pages/contact.yaml');
    expect(events.filter((event) => event.startsWith('add') || event.startsWith('unlink'))).toEqual([
      'add pages/contact.yaml',
      'unlink pages/contact.yaml',
    ]);
  });

  it('a file replaced by a rename, as editors save, is a change', async () => {
    const { root, events, reported } = watched();
    writeFileSync(join(root, 'pages/.about.yaml.tmp'), 'title: Saved\n');
    renameSync(join(root, 'pages/.about.yaml.tmp'), join(root, 'pages/about.yaml'));
    await reported('change pages/about.yaml');
    expect(events).not.toContain('add pages/about.yaml');
    expect(events).not.toContain('unlink pages/about.yaml');
  });

  it('watches a folder added later, and reports the files of a folder removed', async () => {
    const { root, reported } = watched();
    mkdirSync(join(root, 'pages/cities'));
    writeFileSync(join(root, 'pages/cities/austin.yaml'), 'title: Austin\n');
    await reported('add pages/cities/austin.yaml');
    // Give the new folder's own watch a moment, then change the file inside it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    writeFileSync(join(root, 'pages/cities/austin.yaml'), 'title: Austin, TX\n');
    await reported('change pages/cities/austin.yaml');
    rmSync(join(root, 'pages/cities'), { recursive: true });
    await reported('unlink pages/cities/austin.yaml');
  });
});
