/**
 * A fixture case loaded in process and its report, for the loader tests (tests/unit/loader-errors.test.ts,
 * tests/unit/guard-rails.test.ts): the valid minimal site with a case of tests/fixtures/invalid laid
 * over it (tests/helpers/fixture-site.ts), and the complete list of its headlines.
 */
import { expect } from 'vitest';
import { loadSite, type LoadResult } from '../../src/build/content/load-site';
import { issueHeadline } from '../../src/build/diagnostics/format';
import type { SiteIssue } from '../../src/build/diagnostics/issues';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from './fixture-site';
import { removeWhenDone } from './temporary';

export interface Loaded extends FixtureSite {
  result: LoadResult;
  issues: SiteIssue[];
  /** `site/pages/about.yaml:7:5  …`, relative to the parent of the temporary site folder. */
  headlines: string[];
}

/**
 * The valid minimal site with the case `caseName` laid over it (none: the valid site alone), changed
 * further by `edit`, loaded against schema/ or `schemaDir`. The copy is removed when the test ends.
 */
export function loadCase(caseName?: string, edit?: (site: FixtureSite) => void, schemaDir = SCHEMA_DIR): Loaded {
  const site = fixtureSite(caseName);
  removeWhenDone(site.cleanup);
  edit?.(site);
  const result = loadSite({ siteDir: site.siteDir, schemaDir });
  return { ...site, result, issues: result.issues, headlines: result.issues.map((issue) => issueHeadline(issue, site.root)) };
}

/**
 * Exactly these headlines, in this order; every issue has a code and a hint, and no stack trace in
 * either; an error leaves no model, warnings alone keep it.
 */
export function expectReport(loaded: Loaded, expected: string[]): void {
  expect(loaded.headlines).toEqual(expected);
  for (const issue of loaded.issues) {
    const headline = issueHeadline(issue, loaded.root);
    expect(issue.code, headline).toBeTruthy();
    expect(issue.hint.trim(), headline).not.toBe('');
    expect(issue.hint, headline).not.toMatch(/\n\s+at /);
    expect(issue.message, headline).not.toMatch(/\n\s+at /);
  }
  if (loaded.issues.some((issue) => issue.severity === 'error')) expect(loaded.result.model).toBeUndefined();
  else expect(loaded.result.model).toBeDefined();
}
