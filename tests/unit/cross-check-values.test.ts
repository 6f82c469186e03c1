/**
 * Values the schema can only shape, checked after it: a date (legal pages' effectiveDate, marked
 * x-date) must name a day of the calendar.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { SCHEMA_DIR, VALID_SITE } from '../helpers/fixture-site';
import { temporaryFolder } from '../helpers/temporary';

/** A copy of the valid fixture site with one more page, and that page's issues as `line:column code message`. */
function withPage(name: string, text: string) {
  const siteDir = join(temporaryFolder('cross-check-values-'), 'site');
  cpSync(VALID_SITE, siteDir, { recursive: true });
  const file = join(siteDir, 'pages', name);
  writeFileSync(file, text);
  const issues = () =>
    loadSite({ siteDir, schemaDir: SCHEMA_DIR })
      .issues.filter((issue) => issue.file === file)
      .map((issue) => `${issue.line}:${issue.column} ${issue.code} ${issue.message}`);
  return { file, issues };
}

const HEAD =
  'title: A Page of the Fixture | Fixture Co\ndescription: A page of the fixture site that shows how a value is checked against the rest of the site.\n';

describe('a date', () => {
  const legal = (date: string) =>
    `${HEAD}sections:\n  - type: legal\n    title: Terms\n    effectiveDate: ${date}\n    sections:\n      - heading: Use\n        body: [Use the site kindly.]\n    contact:\n      heading: Contact Us\n      text: Write to us.\n`;

  it.each(['2025-02-30', '2025-02-29', '2025-04-31', '2025-11-31'])('%s names no day of the calendar: one error, at the value', (date) => {
    expect(withPage('terms.yaml', legal(date)).issues()).toEqual([`6:20 bad-format "${date}" is no day of the calendar`]);
  });

  it('a real day passes, 29 February of a leap year included', () => {
    expect(withPage('terms.yaml', legal('2024-02-29')).issues()).toEqual([]);
  });
});
