/**
 * The order test files start in: project by project (PROJECT_ORDER: the one with the longest files
 * first), and longest first within a project, so that on a machine with few cores the long browser files
 * do not start last and make the run wait for them. How long a file takes is what it took last time
 * (vitest's results cache); without one (a fresh clone, as in CI), the figure in tests/durations.json
 * (`npm run test:durations` writes it); for a file not listed there, a guess from its size and its project.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Milliseconds per byte of test file, roughly, by project: browsers are slow, components fast. */
const MS_PER_BYTE: Record<string, number> = { browser: 4, unit: 2, build: 1, component: 0.5 };

/**
 * The projects in the order their files start. Vitest gives a finished worker (a process with its
 * Chromium, or a thread) the next file only when that file is of the worker's project; otherwise it
 * stops the worker and starts a new one. Files of one project in a row keep their workers: 8
 * processes for the 24 slow files instead of 16, and a Chromium started once per process. A project
 * not listed starts after those listed.
 */
const PROJECT_ORDER = ['browser', 'build', 'component', 'unit'];

/** Seconds each test file took, by `<project>:<path>`: the estimate of a run without vitest's cache. */
export const DURATIONS_FILE = 'tests/durations.json';

/** A file's key in vitest's results cache and in tests/durations.json: `<project>:<path from the root>`. */
export function durationKey(root: string, project: string, moduleId: string): string {
  return `${project}:${relative(root, moduleId)}`;
}

/** The test file a key names, from the root. */
export const fileOfKey = (key: string): string => key.slice(key.indexOf(':') + 1);

export function readDurations(root: string): Record<string, number> {
  const file = join(root, DURATIONS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = readDurations(this.ctx.config.root);
    const estimate = (spec: TestSpecification) => {
      const key = durationKey(this.ctx.config.root, spec.project.name, spec.moduleId);
      const last = this.ctx.cache.getFileTestResults(key);
      if (last) return last.duration;
      if (recorded[key] !== undefined) return recorded[key] * 1000;
      const size = this.ctx.cache.getFileStats(key)?.size ?? statSync(spec.moduleId).size;
      return size * (MS_PER_BYTE[spec.project.name] ?? 1);
    };
    const estimates = new Map(files.map((spec) => [spec, estimate(spec)]));
    const rank = (spec: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(spec.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    return [...files].sort((a, b) => rank(a) - rank(b) || estimates.get(b)! - estimates.get(a)!);
  }
}
