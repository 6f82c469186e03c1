import { schemaOutputs } from '../codegen/schema-outputs.ts';
import { sitePaths } from '../content/site-paths.ts';
import { runWhenEntry } from './entry.ts';
import { generatorMain } from './write-or-check.ts';

/**
 * `npm run gen:types [-- --check]`: writes the list of section types of schema/page.schema.json,
 * src/generated/content-types.ts (the content types) and src/generated/section-modules.ts (the
 * section registry) from schema/. With --check, writes nothing and exits 1 when one is stale.
 */
export const main = generatorMain({
  script: 'gen:types',
  writes: 'the section types of schema/page.schema.json and src/generated/ from schema/',
  outputs: async () => (await schemaOutputs(sitePaths().schemaDir)).map((output) => ({ ...output, source: 'schema/' })),
});

runWhenEntry(import.meta.url, main);
