/**
 * `npm run validate -- --format sarif` (src/build/diagnostics/formats/sarif.ts): SARIF 2.1.0 that the
 * SARIF JSON Schema accepts (a vendored copy, tests/fixtures/formats/README.md says where it is from),
 * one rule per issue code used, a result per issue at its region, and "did you mean" fixes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { sarifLog, sarifReport } from '../../src/build/diagnostics/formats/sarif';
import { RULE_TITLES } from '../../src/build/diagnostics/formats/sarif-rules';
import { fixtureSite, REPO_DIR, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

const made: FixtureSite[] = [];
afterAll(() => made.forEach((site) => site.cleanup()));

const schema = JSON.parse(readFileSync(join(REPO_DIR, 'tests/fixtures/formats/sarif-2.1.0.schema.json'), 'utf8')) as object;
// Formats (uri, date-time) are not checked: ajv-formats is not installed; the addresses are checked below.
const validateSarif = new Ajv2020({ strict: false, validateFormats: false, allErrors: true }).compile(schema);

function sarifOf(caseName: string) {
  const site = fixtureSite(caseName);
  made.push(site);
  const { issues, sources } = loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR });
  return { issues, log: JSON.parse(sarifReport(issues, sources, { cwd: site.root })) as ReturnType<typeof sarifLog> };
}

const location = (startLine: number, startColumn: number, endColumn: number) => ({
  physicalLocation: {
    artifactLocation: { uri: 'site/pages/about.yaml', uriBaseId: '%SRCROOT%' },
    region: { startLine, startColumn, endLine: startLine, endColumn },
  },
});

describe('SARIF output', () => {
  it.each(['several-mistakes', 'long-title', 'capital-name', 'missing-data-file', 'yaml-syntax', 'page-like-files'])(
    '%s: valid against the SARIF 2.1.0 schema, a result per issue',
    (caseName) => {
      const { issues, log } = sarifOf(caseName);
      expect(validateSarif(log), JSON.stringify(validateSarif.errors, null, 2)).toBe(true);
      expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
      expect(log.version).toBe('2.1.0');
      expect(log.runs).toHaveLength(1);
      expect(log.runs[0]!.results).toHaveLength(issues.length);
      for (const result of log.runs[0]!.results) {
        const { artifactLocation, region } = result.locations[0]!.physicalLocation;
        expect(artifactLocation.uri).toMatch(/^site\/[^\\]+$/);
        expect(region.startLine).toBeGreaterThanOrEqual(1);
        expect(region.endColumn).toBeGreaterThanOrEqual(region.startColumn);
      }
    },
  );

  it('several-mistakes: the rules, the results and the fixes', () => {
    const { log } = sarifOf('several-mistakes');
    const run = log.runs[0]!;
    expect(run.tool.driver.name).toBe('validate');
    expect(run.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'unknown-key',
      'missing-route',
      'not-allowed',
      'missing-prop',
      'missing-ref',
    ]);
    expect(run.tool.driver.rules[2]).toEqual({
      id: 'not-allowed',
      name: 'not-allowed',
      shortDescription: { text: RULE_TITLES['not-allowed'] },
      fullDescription: { text: 'A value that is not one of the allowed values. For example: "primary" is not one of the allowed values.' },
      help: { text: 'Use one of: default, destructive, outline, secondary, ghost, link, hero, hero-outline.' },
      defaultConfiguration: { level: 'error' },
    });
    expect(run.results[0]).toEqual({
      ruleId: 'unknown-key',
      ruleIndex: 0,
      level: 'error',
      message: {
        text: 'sections[0] (hero) › subtitel: unknown property "subtitel". Did you mean "subtitle"?\nFix: Allowed here: type, id, eyebrow, title, highlight, subtitle, actions, note, media, stats.',
      },
      locations: [location(6, 5, 13)],
      fixes: [
        {
          description: { text: 'Replace "subtitel" with "subtitle"' },
          artifactChanges: [
            {
              artifactLocation: { uri: 'site/pages/about.yaml', uriBaseId: '%SRCROOT%' },
              replacements: [{ deletedRegion: location(6, 5, 13).physicalLocation.region, insertedContent: { text: 'subtitle' } }],
            },
          ],
        },
      ],
    });
    const fixed = run.results.map((result) => result.fixes?.[0]?.artifactChanges[0]?.replacements[0]?.insertedContent.text);
    expect(fixed).toEqual(['subtitle', '/contact', undefined, undefined, 'office-manager', undefined]);
    expect(run.results.map((result) => [result.ruleIndex, result.locations[0]!.physicalLocation.region])).toEqual([
      [0, location(6, 5, 13).physicalLocation.region],
      [1, location(9, 15, 23).physicalLocation.region],
      [2, location(10, 18, 25).physicalLocation.region],
      [3, location(11, 5, 9).physicalLocation.region],
      [4, location(15, 11, 24).physicalLocation.region],
      [2, location(20, 17, 18).physicalLocation.region],
    ]);
  });

  it('a warning is a result of level warning under a rule whose default level is warning', () => {
    const run = sarifOf('long-title').log.runs[0]!;
    expect(run.tool.driver.rules).toEqual([expect.objectContaining({ id: 'long-title', defaultConfiguration: { level: 'warning' } })]);
    expect(run.results).toEqual([expect.objectContaining({ ruleId: 'long-title', level: 'warning', locations: [location(1, 8, 75)] })]);
  });

  it('the schema refuses what is not SARIF, so the checks above can fail', () => {
    const { log } = sarifOf('long-title');
    expect(validateSarif({ ...log, version: '2.0.0' })).toBe(false);
    const broken = structuredClone(log);
    (broken.runs[0]!.results[0] as { level: string }).level = 'fatal';
    expect(validateSarif(broken)).toBe(false);
  });
});
