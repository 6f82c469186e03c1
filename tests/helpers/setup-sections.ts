import { loadSections, registry } from '../../src/render/registry';

// Components render sections synchronously once loaded; tests that render have them all loaded up front
// (the component project's setup file, and an import in the unit files that render).
await loadSections(Object.keys(registry));
