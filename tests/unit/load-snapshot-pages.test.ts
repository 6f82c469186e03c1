/**
 * A page kept by a whole snapshot (src/build/content/load-snapshot.ts) is decoded from the
 * snapshot's pages file only when it is first read: the file is not read whole, and a page of a
 * process that opened it still decodes after a later snapshot replaced it.
 */
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../src/content/model';
import { deepFreeze, fileStamp } from '../../src/build/content/content-cache';
import { loadSnapshot, pageDigest, type PageState } from '../../src/build/content/load-snapshot';
import { temporaryFolder } from '../helpers/temporary';

function stateOf(file: string, page: object): PageState {
  const frozen = deepFreeze(page) as unknown as PageData;
  return {
    stamp: fileStamp(statSync(file, { bigint: true })),
    key: 'check-key',
    route: '/about',
    anchors: [],
    catchAll: false,
    issues: [],
    icons: [],
    page: frozen,
    digest: pageDigest(frozen),
    siteReads: [],
  };
}

describe('the pages of a whole snapshot', () => {
  it('are decoded from its pages file when first read, even after a later snapshot removed that file', () => {
    const root = temporaryFolder('load-snapshot-pages-');
    const dir = join(root, 'load');
    const file = join(root, 'about.yaml');
    writeFileSync(file, 'title: About\n');
    const first = loadSnapshot(dir);
    first.begin('context-1');
    const sections = [{ type: 'hero', title: 'Vending for offices' }];
    first.keep('context-1', 'checks', new Map([[file, stateOf(file, { title: 'About', sections, route: '/about' })]]));
    first.flush();
    const [firstPages] = readdirSync(dir).filter((name) => name.endsWith('.bin'));

    const later = loadSnapshot(dir);
    expect(later.begin('context-1')).toBe(true);
    const kept = later.reuse(file)!;
    expect(kept.page.title).toBe('About');

    // Another process writes a whole snapshot of another context: the first pages file goes.
    const other = loadSnapshot(dir);
    other.begin('context-2');
    other.keep('context-2', 'checks', new Map([[file, stateOf(file, { title: 'Other', sections: [], route: '/about' })]]));
    other.flush();
    expect(readdirSync(dir).filter((name) => name.endsWith('.bin'))).not.toContain(firstPages);

    expect(JSON.parse(JSON.stringify(kept.page))).toEqual({ title: 'About', sections, route: '/about' });
    expect(pageDigest(kept.page)).toBe(kept.digest);
  });
});
