import type { Plugin } from 'vite';
import { writeChanged } from '../cli/write-or-check.ts';
import { schemaOutputs } from '../codegen/schema-outputs.ts';
import type { ContentState } from './content-state.ts';
import { watchSchemas } from './schema-watch.ts';
import { settledPasses } from './settled-passes.ts';

/**
 * Type refresh: while the dev server runs, every schema edit writes again what `npm run gen:types`
 * writes (the section types of schema/page.schema.json, the content types and the section registry
 * of src/generated/), so the page schema, the editor's types and the registry keep in step with
 * schema/sections.
 */
export function typeRefresh(state: ContentState): Plugin {
  return {
    name: 'site-content:type-refresh',
    configureServer(server) {
      const onChange = settledPasses(async () => {
        await refreshGenerated(state.root, state.schemaDir);
        return [];
      });
      watchSchemas(server, state.schemaDir, (_event, file) => onChange(file));
    },
  };
}

/** Write each generated file whose text changed; an unfinished schema edit writes nothing (validation reports it). */
async function refreshGenerated(root: string, schemaDir: string): Promise<void> {
  let outputs;
  try {
    outputs = await schemaOutputs(schemaDir, root);
  } catch {
    return;
  }
  writeChanged(outputs, root);
}
