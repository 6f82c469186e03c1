import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';
import { loadSections, registry } from '../../src/render/registry';

// Components render sections synchronously once loaded; tests that render have them all loaded up front
// (the component project's setup file, and an import in the unit files that render).
// One at a time: the first import of a package in a worker must not overlap another import of it.
// Node 20 fails with "Cannot read properties of undefined (reading 'getStatus')" when a CommonJS
// package (emotion's, React's) is required while a parallel import() is still loading it.
for (const type of Object.keys(registry)) await loadSections([type]);

// A worker keeps its document from file to file (vitest.config.ts): what a file rendered and left
// in <body> is removed after its last test, so the next file's queries never find it.
afterAll(() => {
  cleanup();
  document.body.replaceChildren();
});
