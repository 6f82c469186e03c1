import { closeSync, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { abandoned, quietlyRemove } from './atomic-file.ts';

/**
 * The pack file of pack-store.ts: the entries one after the other, then a row per entry (32
 * bytes of key, 4 of length, 4 of CRC-32), the number of rows and a mark.
 */
const MARK = Buffer.from('SVPACK01');
const ROW = 40; // 32 bytes of key, 4 of length, 4 of CRC-32
/** Packs read whole into memory up to this size; a larger one is read entry by entry. */
const WHOLE = 32 * 1024 * 1024;

export interface Slot {
  offset: number;
  length: number;
  crc: number;
}
export interface Pack {
  file: string;
  slots: Map<string, Slot>;
  data?: Buffer;
  fd?: number;
}

/** The row of an entry. */
export function packRow(key: string, bytes: Uint8Array): Buffer {
  const row = Buffer.alloc(ROW);
  row.write(key, 'hex');
  row.writeUInt32LE(bytes.length, 32);
  row.writeUInt32LE(crc32(bytes), 36);
  return row;
}

/** What ends a pack of `rows`. */
export function packEnd(rows: Buffer[]): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32LE(rows.length);
  return Buffer.concat([...rows, count, MARK]);
}

/** Close a pack's file, if it is read through one. */
export function release(pack: Pack) {
  try {
    if (pack.fd !== undefined) closeSync(pack.fd);
  } catch {
    // Already closed.
  }
  pack.fd = undefined;
}

/** Close and delete a pack (a pack that cannot be deleted is read and swept again next time). */
export function remove(pack: Pack) {
  release(pack);
  quietlyRemove(pack.file);
}

/** The bytes of one entry, or undefined when they cannot be read or are not what was written. */
export function entry(pack: Pack, slot: Slot): Buffer | undefined {
  try {
    let bytes: Buffer;
    if (pack.data) bytes = pack.data.subarray(slot.offset, slot.offset + slot.length);
    else {
      bytes = Buffer.alloc(slot.length);
      if (readSync(pack.fd!, bytes, 0, slot.length, slot.offset) !== slot.length) return undefined;
    }
    return crc32(bytes) === slot.crc ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The packs of `dir` (or the files given): each with its slots, read whole when small. Whatever
 * is not a pack is left, except damaged packs, what an older version of the store left (one file
 * per entry, in two-letter folders) and pieces of packs never finished, which are removed.
 */
export function readPacks(dir: string, files?: string[]): Pack[] {
  let names: string[];
  try {
    names = files ?? readdirSync(dir).map((name) => join(dir, name));
  } catch {
    return [];
  }
  const found: Pack[] = [];
  for (const file of names) {
    if (!files && (/[/\\][0-9a-f]{2}$/.test(file) || abandoned(file))) quietlyRemove(file);
    if (!file.endsWith('.pack')) continue;
    const pack = readPack(file);
    if (pack) found.push(pack);
    else if (!files) quietlyRemove(file);
  }
  // Newest first (names begin with the time they were started): a newer entry wins.
  return found.sort((a, b) => (a.file < b.file ? 1 : -1));
}

function readPack(file: string): Pack | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const read = (length: number, position: number) => {
      const bytes = Buffer.alloc(length);
      if (length < 0 || position < 0 || readSync(fd!, bytes, 0, length, position) !== length) throw new Error('short pack');
      return bytes;
    };
    const tail = read(12, size - 12);
    if (!tail.subarray(4).equals(MARK)) throw new Error('not a pack');
    const count = tail.readUInt32LE(0);
    const rowsAt = size - 12 - count * ROW;
    const rows = read(count * ROW, rowsAt);
    const slots = new Map<string, Slot>();
    let offset = 0;
    for (let row = 0; row < count; row++) {
      const at = row * ROW;
      const length = rows.readUInt32LE(at + 32);
      slots.set(rows.toString('hex', at, at + 32), { offset, length, crc: rows.readUInt32LE(at + 36) });
      offset += length;
    }
    if (offset !== rowsAt) throw new Error('rows do not match the entries');
    if (size > WHOLE) return { file, slots, fd };
    const data = read(rowsAt, 0);
    closeSync(fd);
    return { file, slots, data };
  } catch {
    if (fd !== undefined) closeSync(fd);
    return undefined;
  }
}
