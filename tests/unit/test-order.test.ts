/**
 * The order test files start in (tests/helpers/sequencer.ts): on a fresh clone, where vitest has
 * no durations of its own, the figures of tests/durations.json decide it, so that CI starts its
 * longest files first too.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import LongestFirst, { DURATIONS_FILE, durationKey, fileOfKey, readDurations } from '../helpers/sequencer';
import { REPO_DIR } from '../helpers/fixture-site';

const root = mkdtempSync(join(tmpdir(), 'test-order-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The sequencer, with the durations vitest remembers (none on a fresh clone). */
function sequencer(cached: Record<string, number> = {}) {
  const ctx = {
    config: { root },
    cache: {
      getFileTestResults: (key: string) => (cached[key] === undefined ? undefined : { duration: cached[key], failed: false }),
      getFileStats: () => undefined,
    },
  } as unknown as Vitest;
  return new LongestFirst(ctx);
}

/** A test file of `size` bytes. */
function spec(project: string, file: string, size: number): TestSpecification {
  const path = join(root, file);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x'.repeat(size));
  return { project: { name: project }, moduleId: path } as unknown as TestSpecification;
}

const names = (specs: TestSpecification[]) => specs.map((s) => durationKey(root, s.project.name, s.moduleId));

describe('the order of test files', () => {
  const files = [
    spec('unit', 'tests/unit/small-but-slow.test.ts', 100),
    spec('unit', 'tests/unit/large-but-quick.test.ts', 9000),
    spec('unit', 'tests/unit/new.test.ts', 5000),
    spec('browser', 'tests/browser/page.test.ts', 100),
  ];

  it('without any durations: project by project, browser first, then by size', async () => {
    rmSync(join(root, DURATIONS_FILE), { force: true });
    expect(names(await sequencer().sort(files))).toEqual([
      'browser:tests/browser/page.test.ts',
      'unit:tests/unit/large-but-quick.test.ts',
      'unit:tests/unit/new.test.ts',
      'unit:tests/unit/small-but-slow.test.ts',
    ]);
  });

  it('on a fresh clone: by the seconds in tests/durations.json, a file not listed there by its size', async () => {
    writeFileSync(
      join(root, DURATIONS_FILE),
      JSON.stringify({ 'unit:tests/unit/small-but-slow.test.ts': 30, 'unit:tests/unit/large-but-quick.test.ts': 0.5 }),
    );
    expect(names(await sequencer().sort(files))).toEqual([
      'browser:tests/browser/page.test.ts',
      'unit:tests/unit/small-but-slow.test.ts',
      'unit:tests/unit/new.test.ts',
      'unit:tests/unit/large-but-quick.test.ts',
    ]);
  });

  it("vitest's own durations of the last run come before the recorded ones", async () => {
    const order = await sequencer({ 'unit:tests/unit/large-but-quick.test.ts': 60_000 }).sort(files);
    expect(names(order).slice(1, 3)).toEqual(['unit:tests/unit/large-but-quick.test.ts', 'unit:tests/unit/small-but-slow.test.ts']);
  });
});

describe('tests/durations.json', () => {
  it('lists only test files that exist, each with a number of seconds', () => {
    const recorded = Object.entries(readDurations(REPO_DIR));
    expect(recorded.length).toBeGreaterThan(40);
    for (const [key, seconds] of recorded) {
      expect(key).toMatch(/^(unit|component|build|browser):tests\/[\w/-]+\.test\.tsx?$/);
      expect(existsSync(join(REPO_DIR, fileOfKey(key))), key).toBe(true);
      expect(Number.isFinite(seconds) && seconds >= 0, `${key}: ${seconds}`).toBe(true);
    }
  });
});
