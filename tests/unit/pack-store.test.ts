/**
 * The packs the content and render caches keep on disk (src/build/content/pack-store.ts): what one
 * run puts, the next run gets; damage is a miss; a run removes what it no longer uses without
 * rewriting what it still uses; and leftovers of unfinished or older runs go.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPacks } from '../../src/build/content/pack-file';
import { packStore } from '../../src/build/content/pack-store';
import { temporaryFolder } from '../helpers/temporary';

const key = (name: string) => createHash('sha256').update(name).digest('hex');
const bytes = (name: string, size = 100) => Buffer.alloc(size, name);
const packs = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.pack'));

/** One run: put the entries named, get (and so use) those named, then commit. */
async function run(dir: string, { put = [] as string[], get = [] as string[], sweep = true } = {}) {
  const store = packStore(dir);
  const found = new Map(get.map((name) => [name, store.get(key(name))?.toString()]));
  for (const name of put) await store.put(key(name), bytes(name));
  store.commit(sweep);
  await store.settled();
  return found;
}

describe('a pack store', () => {
  it('gives the next run what this one put, from one file, with nothing half written left', async () => {
    const dir = temporaryFolder('packs-');
    await run(dir, { put: ['a', 'b', 'c'] });
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/\.pack$/)]);
    const found = await run(dir, { get: ['a', 'b', 'c', 'missing'] });
    expect([...found.values()]).toEqual([bytes('a').toString(), bytes('b').toString(), bytes('c').toString(), undefined]);
  });

  it('reads a large pack entry by entry, as it reads a small one whole', async () => {
    const dir = temporaryFolder('packs-');
    const store = packStore(dir);
    const names = Array.from({ length: 40 }, (_, index) => `entry-${index}`);
    for (const name of names) await store.put(key(name), bytes(name, 1024 * 1024));
    store.commit(true);
    await store.settled();
    expect(statSync(join(dir, packs(dir)[0]!)).size).toBeGreaterThan(32 * 1024 * 1024);
    const next = packStore(dir);
    for (const name of names) expect(next.get(key(name))?.equals(bytes(name, 1024 * 1024)), name).toBe(true);
  });

  it('treats a damaged entry or a cut pack as a miss', async () => {
    const dir = temporaryFolder('packs-');
    await run(dir, { put: ['a', 'b'] });
    const file = join(dir, packs(dir)[0]!);
    const damaged = readFileSync(file);
    damaged[150] = damaged[150]! ^ 0xff; // inside b's bytes
    writeFileSync(file, damaged);
    expect(await run(dir, { get: ['a', 'b'], sweep: false })).toEqual(
      new Map([
        ['a', bytes('a').toString()],
        ['b', undefined],
      ]),
    );
    truncateSync(file, damaged.length - 5);
    expect(await run(dir, { get: ['a'] })).toEqual(new Map([['a', undefined]]));
    expect(packs(dir)).toEqual([]);
  });

  it('keeps a pack mostly used as it is, and removes one no longer used', async () => {
    const dir = temporaryFolder('packs-');
    await run(dir, { put: ['a', 'b', 'c'] });
    const [first] = packs(dir);
    const before = statSync(join(dir, first!));
    // Two of three still used, one new entry: a second pack of one, the first untouched.
    await run(dir, { get: ['a', 'b'], put: ['d'] });
    expect(packs(dir)).toHaveLength(2);
    const after = statSync(join(dir, first!));
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    // Only d used: the first pack goes.
    await run(dir, { get: ['d'] });
    expect(packs(dir)).not.toContain(first);
    expect(await run(dir, { get: ['a', 'd'] })).toEqual(
      new Map([
        ['a', undefined],
        ['d', bytes('d').toString()],
      ]),
    );
  });

  it('copies the entries still used out of a pack mostly unused, then removes it', async () => {
    const dir = temporaryFolder('packs-');
    await run(dir, { put: ['a', 'b', 'c', 'd', 'e'] });
    const [first] = packs(dir);
    await run(dir, { get: ['a', 'b'] });
    expect(packs(dir)).not.toContain(first);
    expect(packs(dir)).toHaveLength(1);
    expect(await run(dir, { get: ['a', 'b', 'c'] })).toEqual(
      new Map([
        ['a', bytes('a').toString()],
        ['b', bytes('b').toString()],
        ['c', undefined],
      ]),
    );
  });

  it('merges small packs so that there are never more than a dozen', async () => {
    const dir = temporaryFolder('packs-');
    const all: string[] = [];
    for (let round = 0; round < 30; round++) {
      all.push(`entry-${round}`);
      await run(dir, { get: all.slice(0, -1), put: all.slice(-1) });
      expect(packs(dir).length).toBeLessThanOrEqual(12);
    }
    const found = await run(dir, { get: all });
    for (const name of all) expect(found.get(name), name).toBe(bytes(name).toString());
    expect(readPacks(dir).reduce((sum, pack) => sum + pack.slots.size, 0)).toBe(all.length);
  });

  it('finishes, with nothing written and nothing thrown, when its pack cannot be written', async () => {
    // A folder whose path leaves no room for a file name: it can be made, the pack's file cannot be opened.
    const root = temporaryFolder('packs-');
    let dir = root;
    while (dir.length < 4096 - 220) dir = join(dir, 'd'.repeat(200));
    dir = join(dir, 'd'.repeat(4085 - dir.length));
    const store = packStore(dir);
    await store.put(key('a'), bytes('a'));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the failed open is reported
    store.commit(true);
    await store.settled();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('after an unfinished run, keeps the packs it did not get to', async () => {
    const dir = temporaryFolder('packs-');
    await run(dir, { put: ['a', 'b'] });
    await run(dir, { get: [], put: ['c'], sweep: false });
    expect(await run(dir, { get: ['a', 'b', 'c'] })).toEqual(
      new Map([
        ['a', bytes('a').toString()],
        ['b', bytes('b').toString()],
        ['c', bytes('c').toString()],
      ]),
    );
  });

  it('removes what older runs left: unfinished packs of ended processes and one-file-per-entry folders', async () => {
    const dir = temporaryFolder('packs-');
    mkdirSync(join(dir, 'ab'));
    writeFileSync(join(dir, 'ab', 'cdef.bin'), 'an entry of the older layout');
    const ended = 2 ** 22 + 12345; // above any process id this machine hands out
    writeFileSync(join(dir, `mabc-${ended}-0.tmp`), 'half a pack');
    writeFileSync(join(dir, `mabc-${process.pid}-99.tmp`), 'a pack being written');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    await run(dir, { put: ['a'] });
    const left = readdirSync(dir);
    expect(left.filter((name) => !name.endsWith('.pack')).sort()).toEqual([`mabc-${process.pid}-99.tmp`, 'notes.txt']);
    expect(packs(dir)).toHaveLength(1);
  });
});
