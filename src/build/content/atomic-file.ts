import { closeSync, fsyncSync, linkSync, lstatSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Files written whole or not at all: written under a temporary name, then renamed. The caches of
 * .cache/ (pack-store.ts, schema-code.ts) name their partial files here, so that each name this
 * process gives is new, and sweep what a stopped run left behind; the content files the editor
 * writes go through replaceFile() and createFile().
 */

/** The temporary names this process has given. */
let given = 0;

/** The name of a file this process writes before renaming it to `name` once whole. */
export function temporaryName(name: string): string {
  return `${name}-${process.pid}-${given++}.tmp`;
}

/** A file named by temporaryName that was never finished: a day old, or its writer's process gone. */
export function abandoned(file: string): boolean {
  const writer = /-(\d+)-\d+\.tmp$/.exec(file)?.[1];
  if (!writer) return false;
  try {
    if (Date.now() - statSync(file).mtimeMs > 86_400_000) return true;
    process.kill(Number(writer), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Remove a file or folder, or leave it when that fails (another user's, a read-only disk): nothing here may fail a run. */
export function quietlyRemove(path: string) {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Left for a later run.
  }
}

/** A write refused because its target is not a file of its own: not a regular file, or a file with other names (hard links). */
export class RefusedWrite extends Error {}

/** Flush a folder's entries to disk (a rename is durable only then); where a folder cannot be opened so, nothing. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not every system opens or flushes folders; the file itself is flushed.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * `data` in a new file beside `file`, named as no content file is (a dotfile the site's walker
 * skips), flushed to disk; then `place` puts it at `file`. The temporary file never stays.
 */
function writeBeside(file: string, data: string | Uint8Array, mode: number, place: (temp: string) => void): void {
  const temp = join(dirname(file), `.${basename(temporaryName(file))}`);
  const fd = openSync(temp, 'wx', mode);
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    quietlyRemove(temp);
    throw error;
  }
  closeSync(fd);
  try {
    place(temp);
  } finally {
    quietlyRemove(temp);
  }
  syncFolder(dirname(file));
}

/**
 * Replace the regular file `file` with `data`, whole or not at all, and durably: written beside it,
 * flushed, then renamed over it. Refused (RefusedWrite) when `file` is no regular file or has more
 * than one hard link: such a file is also another path's, which may lie outside the folder the
 * caller checked. The rename gives `file` a new inode, so nothing written reaches another name.
 */
export function replaceFile(file: string, data: string | Uint8Array): void {
  const stat = lstatSync(file);
  if (!stat.isFile()) throw new RefusedWrite(`${basename(file)} is not a regular file`);
  if (stat.nlink > 1) {
    throw new RefusedWrite(
      `${basename(file)} is a hard link: the same file has another name, perhaps outside the site folder, so it is not written. Replace it with a copy of its own.`,
    );
  }
  writeBeside(file, data, stat.mode & 0o777, (temp) => renameSync(temp, file));
}

/** Create `file` with `data`, whole or not at all, and durably; EEXIST when anything is at `file` already. */
export function createFile(file: string, data: string | Uint8Array): void {
  writeBeside(file, data, 0o666, (temp) => linkSync(temp, file));
}
