import { closeSync, constants, fstatSync, mkdirSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listSiteFiles } from '../content/site-files.ts';

const CHUNK = 1024 * 1024;

/** Copy one regular file's bytes; refuses a file that became a link or something else since it was listed. */
function copyRegularFile(from: string, to: string): void {
  const source = openSync(from, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    if (!fstatSync(source).isFile()) throw new Error(`${from} is no longer a regular file`);
    const target = openSync(to, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644);
    try {
      const buffer = Buffer.allocUnsafe(CHUNK);
      for (let read; (read = readSync(source, buffer, 0, CHUNK, null)) > 0;) {
        for (let written = 0; written < read;) written += writeSync(target, buffer, written, read - written);
      }
    } finally {
      closeSync(target);
    }
  } finally {
    closeSync(source);
  }
}

/**
 * Publish site/assets into `<outDir>/assets`: exactly the files the loader accepts (listSiteFiles),
 * each copied as a regular file. Dotfiles, dot-folders and editor leftovers are left out; a link
 * inside the content folder is published as a copy of the file it leads to. `<outDir>/assets` is
 * emptied first, so nothing an earlier build copied survives. Returns the published paths, relative
 * to `<outDir>/assets`.
 *
 * The loader reports links that lead outside the content folder, loops and the like as errors, so
 * the build never gets here with one; if one appears in between, nothing is published and this throws.
 */
export function publishAssets(siteDir: string, outDir: string): string[] {
  const dest = join(outDir, 'assets');
  rmSync(dest, { recursive: true, force: true });
  const entries = listSiteFiles(siteDir, 'assets');
  const refused = entries.filter((entry) => entry.kind !== 'file');
  if (refused.length) {
    const names = refused.map((entry) => relative(siteDir, entry.path) || 'assets').join(', ');
    throw new Error(
      `site/assets cannot be published: ${names} ${refused.length === 1 ? 'is not a regular file' : 'are not regular files'} inside the site folder (npm run validate explains)`,
    );
  }
  for (const entry of entries) {
    const to = join(dest, ...entry.rel.split('/'));
    mkdirSync(dirname(to), { recursive: true });
    copyRegularFile(entry.real!, to);
  }
  return entries.map((entry) => entry.rel);
}
