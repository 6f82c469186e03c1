/**
 * `npm run validate` on a folder where nothing changed since its last run gives that run's verdict
 * without reading a file (src/build/content/verdict.ts); any change below the folder, to the
 * schemas or the checking code, or a file changed too recently to trust its times, checks again,
 * and the verdict is then what a check from nothing finds.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { checkSite, folderStamp } from '../../src/build/content/verdict';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

const made: FixtureSite[] = [];
const folders: string[] = [];
afterAll(() => {
  made.forEach((site) => site.cleanup());
  folders.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});
const temporary = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/** Files written by the test are seconds old at most: it trusts their times at once. */
const NOW = { settledMs: 0 };

describe('the verdict of a whole content folder', () => {
  it('is reused while nothing below the folder changed, and found again, as a load from nothing finds it, after a change', async () => {
    const site = fixtureSite();
    made.push(site);
    const cacheDir = temporary('verdict-cache-');
    const first = await checkSite(site.siteDir, SCHEMA_DIR, cacheDir, NOW);
    expect(first).toMatchObject({ reused: false, pages: 3, issues: [] });
    expect(await checkSite(site.siteDir, SCHEMA_DIR, cacheDir, NOW)).toMatchObject({ reused: true, pages: 3, issues: [] });

    // A mistake in one page: checked again; the verdict, its code-frame text included, is kept for the next run.
    const contact = join(site.siteDir, 'pages/contact.yaml');
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('    title: Talk to us', '    titel: Talk to us'));
    const broken = await checkSite(site.siteDir, SCHEMA_DIR, cacheDir, NOW);
    const fresh = loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
    expect(broken.reused).toBe(false);
    expect(broken.issues).toEqual(fresh.issues);
    expect(broken.issues.some((issue) => issue.file === contact && issue.severity === 'error')).toBe(true);
    const again = await checkSite(site.siteDir, SCHEMA_DIR, cacheDir, NOW);
    expect(again.reused).toBe(true);
    expect(again.issues).toEqual(fresh.issues);
    expect(again.sources.get(contact)).toBe(fresh.sources.get(contact));
    expect(again.pages).toBe(0);

    // A page added: the folder's listing changed.
    writeFileSync(contact, readFileSync(contact, 'utf8').replace('titel:', 'title:'));
    writeFileSync(join(site.siteDir, 'pages/team.yaml'), readFileSync(join(site.siteDir, 'pages/about.yaml'), 'utf8'));
    expect(await checkSite(site.siteDir, SCHEMA_DIR, cacheDir, NOW)).toMatchObject({ reused: false, pages: 4, issues: [] });
    expect(await checkSite(site.siteDir, SCHEMA_DIR, cacheDir, NOW)).toMatchObject({ reused: true, pages: 4 });
  });

  it('has no stamp while a file is too recent to trust, and another stamp when the schemas change', () => {
    const site = fixtureSite();
    made.push(site);
    // Just copied: its times are too recent for the two seconds a change must be old.
    expect(folderStamp(site.siteDir, SCHEMA_DIR)).toBeUndefined();
    const schemaDir = join(temporary('verdict-schema-'), 'schema');
    cpSync(SCHEMA_DIR, schemaDir, { recursive: true });
    const stamp = folderStamp(site.siteDir, schemaDir, 0);
    expect(stamp).toMatch(/^[0-9a-f]{64}$/);
    expect(folderStamp(site.siteDir, schemaDir, 0)).toBe(stamp);
    const page = join(schemaDir, 'page.schema.json');
    writeFileSync(page, readFileSync(page, 'utf8').replace('{', '{ "$comment": "changed",'));
    expect(folderStamp(site.siteDir, schemaDir, 0)).not.toBe(stamp);
  });
});
