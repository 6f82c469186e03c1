import { pascalName, sectionTypes } from '../content/schema-names.ts';

/** The generated registry of section components, relative to the project. */
export const SECTION_MODULES_FILE = 'src/generated/section-modules.ts';

const banner = '/* Generated from schema/sections by `npm run gen:types`. Do not edit: add or rename a schema and run it again. */';

/** An object key as written in TypeScript: bare when it can be, quoted otherwise. */
const key = (type: string) => (/^[a-z_$][a-z0-9_$]*$/i.test(type) ? type : `'${type}'`);

/**
 * src/generated/section-modules.ts: for each section type of schema/sections, in order, the dynamic
 * import of its component `src/sections/<PascalName>.tsx`. src/render/registry.ts types it against
 * the generated props of each type, so a missing component or one with the wrong props fails the
 * type check; each import stays its own chunk.
 */
export function sectionModulesSource(schemaDir: string): string {
  const entries = sectionTypes(schemaDir).map((type) => `  ${key(type)}: () => import('../sections/${pascalName(type)}'),`);
  return [
    banner,
    '',
    '/** Each section type of schema/sections and the module of its component, loaded on demand. */',
    'export const sectionModules = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
