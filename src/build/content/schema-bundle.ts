import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pointerKey } from '../diagnostics/document-path.ts';
import { isRecord } from './is-record.ts';
import { DATA_KEYWORDS, dataCollections, sectionTypes } from './schema-names.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Every schema of schema/ with each `$ref` replaced by what it points at: what the editor's forms get
 * (editor/api.ts), and where the build finds the collections each section reads (section-collections.ts).
 */
export interface SchemaBundle {
  page: Json;
  sections: Record<string, Json>;
  site: Json;
  /** The schema of each collection of site/data, by its name (machines). */
  data: Record<string, Json>;
}

/** Keywords whose value maps names to schemas. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Keywords that only serve references and tooling; once everything is inline they say nothing. */
const DROPPED = new Set(['$ref', '$schema', '$id', '$defs', '$comment']);

function pointerGet(root: Json, pointer: string, where: string): Json {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = pointerKey(decodeURIComponent(raw));
    const next: Json | undefined = isRecord(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (next === undefined) throw new Error(`${where}: the $ref points at nothing`);
    node = next;
  }
  return node;
}

/**
 * The schemas of `schemaDir` with every `$ref` resolved inline, so the browser needs no resolver.
 * The keywords beside a `$ref` (a more precise description, other examples) win over those of the
 * schema it points at. A reference back into itself (none today) becomes `{}`: any value.
 */
export function schemaBundle(schemaDir: string): SchemaBundle {
  const files = new Map<string, Json>();
  const load = (file: string): Json => {
    if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')) as Json);
    return files.get(file)!;
  };

  const inline = (file: string, node: Json, stack: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => inline(file, item, stack));
    if (!isRecord(node)) return node;
    let out: { [key: string]: Json } = {};
    if (typeof node.$ref === 'string') {
      const [target = '', pointer = ''] = node.$ref.split('#');
      const targetFile = target ? resolve(dirname(file), target) : file;
      const id = `${targetFile}#${pointer}`;
      if (!stack.includes(id)) {
        const resolved = inline(targetFile, pointerGet(load(targetFile), pointer, `${file} ${node.$ref}`), [...stack, id]);
        if (isRecord(resolved)) out = { ...resolved };
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (DROPPED.has(key)) continue;
      if (NAMED_SCHEMAS.has(key) && isRecord(value)) {
        // Property names are names, not keywords: a property called "default" is a schema too.
        out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, inline(file, schema, stack)]));
      } else out[key] = DATA_KEYWORDS.has(key) ? value : inline(file, value, stack);
    }
    return out;
  };

  const whole = (file: string) => inline(file, load(file), [`${file}#`]);
  return {
    page: whole(join(schemaDir, 'page.schema.json')),
    sections: Object.fromEntries(sectionTypes(schemaDir).map((type) => [type, whole(join(schemaDir, 'sections', `${type}.schema.json`))])),
    site: whole(join(schemaDir, 'site.schema.json')),
    data: Object.fromEntries(dataCollections(schemaDir).map((name) => [name, whole(join(schemaDir, 'data', `${name}.schema.json`))])),
  };
}
