/**
 * Four projects, so that `npx vitest run --project unit` (or component) answers in seconds:
 *
 * - unit, component: code in one process (jsdom or node), no built site, no browser;
 * - build: checks of built sites (files, HTML validity, the preview server);
 * - browser: Chromium against built sites under `vite preview` or the dev server (tests/browser),
 *   or under nginx with the production headers (tests/e2e; `npx vitest run tests/e2e` runs those alone).
 *
 * `npx vitest run` (what `npm test` runs) runs them all. Each distinct site is built once per run
 * and shared by the files that use it (tests/helpers/site-build.ts, tests/helpers/global-setup.ts).
 *
 * Parallelism, for the 2 cores of the CI machine: the slow files spend much of their time waiting
 * on a browser, a server or a timer, so four files run at a time; with three the cores were idle
 * about a twentieth of the run, with four about a fiftieth.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import LongestFirst from './tests/helpers/sequencer.ts';

/** Test files that run at the same time, whatever their project. */
const WORKERS = 4;

function project(name: string, options: { slow: boolean; folders?: string[] }): TestProjectInlineConfiguration {
  return {
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name,
      include: (options.folders ?? [name]).map((folder) => `tests/${folder}/**/*.test.{ts,tsx}`),
      // Components render sections synchronously once loaded: the component tests load them all
      // first (and the two unit files that render, themselves: tests/helpers/setup-sections.ts).
      setupFiles: name === 'component' ? ['tests/helpers/setup-sections.ts'] : [],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // The build and browser tests run real builds, servers and Chromium on two cores: a test that
      // misses a deadline once is run again (a real fault fails both times, and the summary counts it).
      retry: options.slow ? 1 : 0,
      maxWorkers: WORKERS,
      // A worker runs its files one after another and keeps its modules from file to file: the
      // loader, the compiled schemas, React, vite and playwright-core are imported once per worker,
      // not once per file, and one Chromium serves all of a process's files (tests/helpers/browser.ts).
      // What a file changes on the globals is put back after each test (unstub…, restoreMocks), and
      // each file starts and stops its own servers. The slow files run in processes of their own,
      // the fast ones in threads, cheaper to start.
      isolate: false,
      unstubGlobals: true,
      unstubEnvs: true,
      restoreMocks: true,
      pool: options.slow ? 'forks' : 'threads',
      // Tests a file marks concurrent (each with a browser context of its own) run three at a time.
      maxConcurrency: 3,
    },
  };
}

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    sequence: { sequencer: LongestFirst },
    projects: [
      project('unit', { slow: false }),
      project('component', { slow: false }),
      project('build', { slow: true }),
      // Chromium against a built site, whoever serves it (vite preview, the dev server, nginx): one
      // project, so that its files share their test processes and their Chromiums (tests/helpers/sequencer.ts).
      project('browser', { slow: true, folders: ['browser', 'e2e'] }),
    ],
  },
});
