import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { pointerKey } from '../diagnostics/document-path.ts';
import { DATA_KEYWORDS, dataCollections, mainHeadingSections, schemaPaths, sectionTypes } from './schema-names.ts';
import { validators } from './schema-code.ts';

/** A value the schema marks: a link, an asset path, a reference to a data id or a date (cross-checked), or an icon name (drawn in the sprite). */
export interface Mark {
  kind: 'link' | 'asset' | 'ref' | 'icon' | 'date';
  /** For refs: the data collection, e.g. testimonials. */
  collection?: string;
  /** JSON pointer of the value, as ajv reports it. */
  pointer: string;
  value: string;
}

export interface SchemaSet {
  dir: string;
  page: ValidateFunction;
  site: ValidateFunction;
  /** One validator per data collection: schema/data/<name>.schema.json checks site/data/<name>.yaml. */
  data: Map<string, ValidateFunction>;
  /** Section types, from the file names in schema/sections. */
  sectionTypes: string[];
  /** The section types that show the page's main heading (their schema's MAIN_HEADING_MARK). */
  mainHeadingSections: string[];
  /**
   * Validate with marks collected. Validation fills in the schema's defaults (the value is changed
   * in place), so what the renderer gets has every default. Links, assets, refs and dates are marked
   * only where the file itself has them: a default is not the author's to fix. Icons are marked
   * wherever they are, defaults included, since every one of them is drawn.
   */
  run(validate: ValidateFunction, value: unknown): { valid: boolean; marks: Mark[] };
}

/** What one validation run collects: ajv passes it to the keywords as `this` (passContext). */
interface MarkContext {
  marks: Mark[];
}

/** The names of the properties that have a default somewhere in these schemas. */
function defaultedNames(schemas: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (DATA_KEYWORDS.has(key)) continue;
      if (key === 'properties' && child && typeof child === 'object') {
        for (const [name, property] of Object.entries(child))
          if ((property as { default?: unknown } | null)?.default !== undefined) names.add(name);
      }
      walk(child);
    }
  };
  walk(schemas);
  return names;
}

/**
 * For each object of `root` that has properties named in `names` (those a default could fill
 * in), the names it has: what the file itself wrote, before validation fills in the defaults.
 */
function writtenKeys(root: unknown, names: ReadonlySet<string>): Map<object, Set<string>> {
  const found = new Map<object, Set<string>>();
  const walk = (node: object): void => {
    if (Array.isArray(node)) {
      for (const child of node) if (child && typeof child === 'object') walk(child as object);
      return;
    }
    let own: Set<string> | undefined;
    for (const key of Object.keys(node)) {
      if (names.has(key)) (own ??= new Set()).add(key);
      const child = (node as Record<string, unknown>)[key];
      if (child && typeof child === 'object') walk(child);
    }
    if (own) found.set(node, own);
  };
  if (root && typeof root === 'object') walk(root);
  return found;
}

/**
 * Whether a mark's value was in the file rather than filled in by a default (on it, or on an
 * object or list around it): every property on its way from `root` that could have a default was
 * written (`written`, taken before validation).
 */
function isWritten(pointer: string, root: unknown, names: ReadonlySet<string>, written: Map<object, Set<string>>): boolean {
  const segments = pointer.split('/');
  let node = root;
  for (let end = 1; end < segments.length; end++) {
    const key = pointerKey(segments[end]!);
    if (names.has(key)) {
      const own = node && typeof node === 'object' && !Array.isArray(node) ? written.get(node) : undefined;
      if (!own?.has(key)) return false;
    }
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return true;
}

function compile(dir: string): SchemaSet {
  const files = schemaPaths(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const parsed = new Map(files.map(({ file, text }) => [file, JSON.parse(text) as unknown]));
  const defaulted = defaultedNames([...parsed.values()]);
  const dataDir = join(dir, 'data');
  const dataNames = dataCollections(dir);
  const compiled = validators(dir, files, {
    page: join(dir, 'page.schema.json'),
    site: join(dir, 'site.schema.json'),
    ...Object.fromEntries(dataNames.map((name) => [`data:${name}`, join(dataDir, `${name}.schema.json`)])),
  });
  const data = new Map(dataNames.map((name) => [name, compiled[`data:${name}`]!]));
  return {
    dir,
    page: compiled.page!,
    site: compiled.site!,
    data,
    sectionTypes: sectionTypes(dir),
    mainHeadingSections: mainHeadingSections(dir, (file) => parsed.get(file)),
    run(validate, value) {
      // Where the file itself has a property that could have a default, before they are filled in.
      const written = writtenKeys(value, defaulted);
      const context: MarkContext = { marks: [] };
      const valid = validate.call(context, value) as boolean;
      const marks = context.marks.filter((mark) => mark.kind === 'icon' || isWritten(mark.pointer, value, defaulted, written));
      return { valid, marks };
    },
  };
}

const cache = new Map<string, { stamp: string; set: SchemaSet }>();

/** Compile the schemas of a folder once; compiled again only when a schema file changes. */
export function loadSchemas(dir: string): SchemaSet {
  const stamp = schemaPaths(dir)
    .map((file) => `${file}:${statSync(file).mtimeMs}`)
    .join('|');
  const hit = cache.get(dir);
  if (hit && hit.stamp === stamp) return hit.set;
  const set = compile(dir);
  cache.set(dir, { stamp, set });
  return set;
}
