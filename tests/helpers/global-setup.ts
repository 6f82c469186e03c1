/**
 * Once per `vitest run` (root config `globalSetup`, in the main process): a temporary folder for
 * the site builds the test files share (tests/helpers/site-build.ts builds each distinct one there
 * the first time a file asks for it) and the ports chosen for the run (tests/helpers/ports.ts),
 * handed to the files as `inject('siteBuildRoot')`. At the end
 * of the run every build is checked to be as it was written (a test that changes a shared build
 * would change what the files after it test), then the folder is deleted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { changedBuilds } from './build-manifest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's shared site builds. */
    siteBuildRoot: string;
  }
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'site-test-builds-'));
  project.provide('siteBuildRoot', root);
  return () => {
    try {
      const changed = changedBuilds(root);
      if (changed.length)
        throw new Error(
          `a test changed a shared build (copy it first, see sharedBuild in tests/helpers/site-build.ts):\n${changed.join('\n')}`,
        );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}
