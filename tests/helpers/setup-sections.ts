import { loadSections, registry } from '../../src/render/registry';

// Components render sections synchronously once loaded; tests have them all loaded up front.
await loadSections(Object.keys(registry));
