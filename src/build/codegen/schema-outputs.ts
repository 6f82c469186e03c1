import { join, relative } from 'node:path';
import { PAGE_SCHEMA, pageSchema, schemaText } from './page-schema.ts';
import { SECTION_MODULES_FILE, sectionModulesSource } from './section-modules.ts';
import { generateTypes } from './types.ts';

/** A file generated from schema/: its path relative to the project and its text. */
export interface GeneratedFile {
  file: string;
  text: string;
}

/**
 * Everything `npm run gen:types` writes from schema/ (and the dev server rewrites on each schema
 * edit): the list of section types of the page schema, the content types (made from that list, so
 * one run is enough after a section schema is added) and the registry of section components.
 * `root` is the project, which the files are relative to.
 */
export async function schemaOutputs(schemaDir: string, root = process.cwd()): Promise<GeneratedFile[]> {
  const page = pageSchema(schemaDir);
  return [
    { file: relative(root, join(schemaDir, PAGE_SCHEMA)), text: schemaText(page) },
    { file: join('src/generated', 'content-types.ts'), text: await generateTypes(schemaDir, page) },
    { file: SECTION_MODULES_FILE, text: sectionModulesSource(schemaDir) },
  ];
}
