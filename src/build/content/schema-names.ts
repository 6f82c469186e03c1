import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The names schema/ gives, read from its file names, and the code each one maps to. The schema
 * folder is the one list of section types: the loader (schemas.ts), the page schema's list of them,
 * the generated types and the generated section registry (codegen/: page-schema.ts,
 * schema-outputs.ts), the section reference (codegen/docs.ts), the prerender's
 * preloads (output/prerender.ts) and the tests all take it from here.
 */

/**
 * The mark of a section schema, `"x-main-heading": true` at its top, whose section shows the page's
 * main heading (the one <h1>) itself: the guard rails count these on a page, site/SECTIONS.md names
 * them, and a test renders every section type and checks that exactly these render an <h1>.
 */
export const MAIN_HEADING_MARK = 'x-main-heading';

/** Marks a property the loader reads from the file an image names (its width and height) when the content leaves it out. */
export const FROM_FILE_MARK = 'x-from-file';

/**
 * The editor's words for a part of a schema, `"x-ui": { label, help, item, choices }`: what a form
 * calls a field, its help for people who do not edit YAML, what one entry of a list is called and
 * the words of each choice. Only the editor shows them; the YAML view keeps the keys and values.
 */
export const UI_WORDS = 'x-ui';

/**
 * Keywords whose value is data, not a schema (examples, defaults, enumerations, the project's marks):
 * a walk through a schema copies or skips them and never looks inside for `$ref`s, marks or
 * properties.
 */
export const DATA_KEYWORDS: ReadonlySet<string> = new Set([
  'examples',
  'default',
  'enum',
  'const',
  'patternMessage',
  'x-ref',
  'x-link',
  'x-asset',
  'x-icon',
  'x-date',
  UI_WORDS,
  MAIN_HEADING_MARK,
  FROM_FILE_MARK,
]);

/** `<name>` of every `<name>.schema.json` directly in `dir`, sorted. */
function schemaNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.slice(0, -'.schema.json'.length))
    .sort();
}

/** Every `*.schema.json` below `schemaDir`, at any depth: paths relative to it with forward slashes, sorted. */
export function schemaFiles(schemaDir: string): string[] {
  return (readdirSync(schemaDir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.split(/[\\/]/).join('/'))
    .sort();
}

/** The same files as schemaFiles, each as a path under `schemaDir`. */
export function schemaPaths(schemaDir: string): string[] {
  return schemaFiles(schemaDir).map((name) => join(schemaDir, name));
}

/** Section types: `schema/sections/<type>.schema.json`. */
export function sectionTypes(schemaDir: string): string[] {
  return schemaNames(join(schemaDir, 'sections'));
}

/**
 * The section types whose schema has MAIN_HEADING_MARK: those that show the page's main heading.
 * `schemaOf` gives a schema file's parsed content, read from disk unless the caller has it already.
 */
export function mainHeadingSections(
  schemaDir: string,
  schemaOf: (file: string) => unknown = (file) => JSON.parse(readFileSync(file, 'utf8')),
): string[] {
  return sectionTypes(schemaDir).filter(
    (type) => (schemaOf(join(schemaDir, 'sections', `${type}.schema.json`)) as Record<string, unknown>)[MAIN_HEADING_MARK] === true,
  );
}

/** Data collections: `schema/data/<name>.schema.json` checks `site/data/<name>.yaml`. */
export function dataCollections(schemaDir: string): string[] {
  return schemaNames(join(schemaDir, 'data'));
}

/** `contact-cards` → `ContactCards`: the component's name, and the start of its props type's (`ContactCardsSection`). */
export function pascalName(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
}

/** Where the component of a section type lives, relative to the project (as Vite's manifest names it). */
export function sectionComponentFile(type: string): string {
  return `src/sections/${pascalName(type)}.tsx`;
}
