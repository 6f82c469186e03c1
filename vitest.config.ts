/**
 * Five projects, so that `npx vitest run --project unit` (or component) answers in seconds:
 *
 * - unit, component: code in one process (jsdom or node), no built site, no browser;
 * - build: checks of built sites (files, HTML validity, the preview server);
 * - browser, e2e: Chromium against built sites under `vite preview`, the dev server or nginx.
 *
 * `npx vitest run` (what `npm test` runs) runs them all. Each distinct site is built once per run
 * and shared by the files that use it (tests/helpers/site-build.ts, tests/helpers/global-setup.ts).
 *
 * Parallelism, for the 2 cores of the CI machine: the slow files spend most of their time waiting
 * on a browser, a server or a timer, so three of them run at a time, beside the fast ones.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Test files that run at the same time. */
const WORKERS = 3;

function project(name: string, options: { setupSections: boolean }): TestProjectInlineConfiguration {
  return {
    plugins: [react({ jsxImportSource: '@emotion/react' })],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name,
      include: [`tests/${name}/**/*.test.{ts,tsx}`],
      // Components render sections synchronously once loaded: the in-process tests load them all first.
      setupFiles: options.setupSections ? ['tests/helpers/setup-sections.ts'] : [],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 120_000,
      maxWorkers: WORKERS,
    },
  };
}

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    projects: [
      project('unit', { setupSections: true }),
      project('component', { setupSections: true }),
      project('build', { setupSections: false }),
      project('browser', { setupSections: false }),
      project('e2e', { setupSections: false }),
    ],
  },
});
