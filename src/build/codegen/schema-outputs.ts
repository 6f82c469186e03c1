import { join } from 'node:path';
import { SECTION_MODULES_FILE, sectionModulesSource } from './section-modules.ts';
import { generateTypes } from './types.ts';

/** A file generated from schema/: its path relative to the project and its text. */
export interface GeneratedFile {
  file: string;
  text: string;
}

/**
 * Everything `npm run gen:types` writes from schema/ (and the dev server rewrites on each schema
 * edit): the content types and the registry of section components.
 */
export async function schemaOutputs(schemaDir: string): Promise<GeneratedFile[]> {
  return [
    { file: join('src/generated', 'content-types.ts'), text: await generateTypes(schemaDir) },
    { file: SECTION_MODULES_FILE, text: sectionModulesSource(schemaDir) },
  ];
}
