import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';
import { loadSections, registry } from '../../src/render/registry';

// Components render sections synchronously once loaded; tests that render have them all loaded up front
// (the component project's setup file, and an import in the unit files that render).
await loadSections(Object.keys(registry));

// A worker keeps its document from file to file (vitest.config.ts): what a file rendered and left
// in <body> is removed after its last test, so the next file's queries never find it.
afterAll(() => {
  cleanup();
  document.body.replaceChildren();
});
