/**
 * Temporary content folders for the loader and validate tests.
 *
 * Each folder under tests/fixtures/invalid/<case>/ holds only the files that differ from
 * tests/fixtures/valid/minimal. `fixtureSite(case)` copies the valid fixture to
 * <os tmpdir>/fixture-site-<case>-XXXXXX/site, lays the case's files over it (same relative paths,
 * overwriting) and then deletes every path listed in the case's `remove.txt`, one per line,
 * relative to the site root. `remove.txt` itself is never copied.
 *
 * Paths in reports are relative to `root` (the parent of the site folder), so they read
 * `site/pages/about.yaml:14:7`.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const SCHEMA_DIR = join(REPO_DIR, 'schema');
export const VALID_SITE = join(REPO_DIR, 'tests/fixtures/valid/minimal');
export const INVALID_DIR = join(REPO_DIR, 'tests/fixtures/invalid');
/** Hostile content (markup in text, dangerous links, prototype keys…): tests/unit/hostile.test.ts, tests/browser/hostile-render.test.ts. */
export const HOSTILE_DIR = join(REPO_DIR, 'tests/fixtures/hostile');
export const REMOVE_LIST = 'remove.txt';

/** The issue codes of tests/fixtures/invalid/several-mistakes, in the order of their lines. */
export const SEVERAL_MISTAKES_CODES = ['unknown-key', 'missing-route', 'not-allowed', 'missing-prop', 'missing-ref', 'not-allowed'];

export interface FixtureSite {
  /** The temporary folder that holds `site/`; report paths are relative to it. */
  root: string;
  /** `<root>/site`, the content folder to load. */
  siteDir: string;
  cleanup(): void;
}

/** Every case folder under tests/fixtures/invalid. */
export function listCases(): string[] {
  return readdirSync(INVALID_DIR)
    .filter((name) => statSync(join(INVALID_DIR, name)).isDirectory())
    .sort();
}

/** A temporary copy of the valid minimal site, with the named case of `casesDir` (the invalid ones unless told) laid over it. */
export function fixtureSite(caseName?: string, casesDir = INVALID_DIR): FixtureSite {
  const root = mkdtempSync(join(tmpdir(), `fixture-site-${caseName ?? 'valid'}-`));
  const siteDir = join(root, 'site');
  cpSync(VALID_SITE, siteDir, { recursive: true });
  if (caseName !== undefined) {
    const caseDir = join(casesDir, caseName);
    if (!existsSync(caseDir) || !statSync(caseDir).isDirectory()) throw new Error(`no fixture case ${caseName} in ${casesDir}`);
    const removeList = join(caseDir, REMOVE_LIST);
    cpSync(caseDir, siteDir, { recursive: true, force: true, filter: (src) => src !== removeList });
    if (existsSync(removeList)) {
      for (const rel of readFileSync(removeList, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)) {
        const target = join(siteDir, rel);
        if (!existsSync(target)) throw new Error(`${caseName}/${REMOVE_LIST}: ${rel} is not in the valid fixture`);
        rmSync(target, { recursive: true });
      }
    }
  }
  return { root, siteDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
