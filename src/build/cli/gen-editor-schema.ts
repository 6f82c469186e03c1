import { editorSchemaOutputs } from '../codegen/editor-schema.ts';
import { sitePaths } from '../content/site-paths.ts';
import { runWhenEntry } from './entry.ts';
import { generatorMain } from './write-or-check.ts';

/**
 * `npm run gen:editor-schema [-- --check]`: writes .vscode/schemas/ from schema/, the copies of the
 * schemas that editors' YAML language servers read exactly (see codegen/editor-schema.ts).
 */
export const main = generatorMain({
  script: 'gen:editor-schema',
  writes: '.vscode/schemas/ from schema/',
  outputs: async () => editorSchemaOutputs(sitePaths().schemaDir).map((output) => ({ ...output, source: 'schema/' })),
});

runWhenEntry(import.meta.url, main);
