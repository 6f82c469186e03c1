import { sectionReference } from '../codegen/docs.ts';
import { sitePaths } from '../content/site-paths.ts';
import { runWhenEntry } from './entry.ts';
import { generatorMain } from './write-or-check.ts';

/**
 * `npm run docs [-- --check]`: writes site/SECTIONS.md, the section reference for editors, from
 * schema/. With --check, writes nothing and exits 1 when the committed file is out of date.
 */
export const main = generatorMain({
  script: 'docs',
  writes: 'site/SECTIONS.md from schema/',
  outputs: async () => [{ file: 'site/SECTIONS.md', text: sectionReference(sitePaths().schemaDir), source: 'schema/' }],
});

runWhenEntry(import.meta.url, main);
