/**
 * `npm run test:durations`: writes how long each test file took to tests/durations.json, the
 * estimate tests/helpers/sequencer.ts orders files by when vitest has no durations of its own (a
 * fresh clone, as in CI). Files that ran are updated, files that no longer exist are dropped, the
 * others keep their last figure; nothing is written after a run with a failure.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule, TestRunEndReason, Vitest } from 'vitest/node';
import { DURATIONS_FILE, durationKey, fileOfKey, readDurations } from './sequencer';

export default class DurationsReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, _errors: unknown, reason: TestRunEndReason) {
    if (reason !== 'passed') return;
    const durations = readDurations(this.root);
    for (const key of Object.keys(durations)) if (!existsSync(join(this.root, fileOfKey(key)))) delete durations[key];
    for (const module of modules) {
      const d = module.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      durations[durationKey(this.root, module.project.name, module.moduleId)] = Math.round(ms / 100) / 10;
    }
    const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(join(this.root, DURATIONS_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
    console.log(`\n${DURATIONS_FILE}: ${modules.length} files updated`);
  }
}
