import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sectionTypes } from '../content/schema-names.ts';
import { pointerKey } from '../diagnostics/document-path.ts';

export type Json = Record<string, unknown>;

/** A schema node and the file it was read from (for resolving its relative $refs). */
export interface Located {
  node: Json;
  file: string;
}

export interface SectionDoc {
  type: string;
  /** What the section is for (the schema's description). */
  description: string;
  examples: Json[];
}

/** Reads the schema files of schema/ once each and follows their $refs, for the section reference and the gallery. */
export class SchemaReader {
  private readonly cache = new Map<string, Json>();

  constructor(readonly schemaDir: string) {}

  read(file: string): Json {
    let json = this.cache.get(file);
    if (!json) {
      json = JSON.parse(readFileSync(file, 'utf8')) as Json;
      this.cache.set(file, json);
    }
    return json;
  }

  /** Read `rel` (a file of the schema folder) as `node`, whatever the file holds: a schema about to be written. */
  provide(rel: string, node: Json): void {
    this.cache.set(resolve(this.schemaDir, rel), node);
  }

  /** A whole schema file, as the root node of its own tree. */
  root(rel: string): Located {
    const file = join(this.schemaDir, rel);
    return { node: this.read(file), file };
  }

  /** The node a `$ref` points at, from the file that holds the reference. */
  follow(ref: string, from: string): Located {
    const [path = '', pointer = ''] = ref.split('#');
    const file = path ? resolve(dirname(from), path) : from;
    let node: unknown = this.read(file);
    for (const part of pointer.split('/').filter(Boolean)) node = (node as Json)[pointerKey(part)];
    if (!node || typeof node !== 'object') throw new Error(`${relative(this.schemaDir, from)}: cannot resolve ${ref}`);
    return { node: node as Json, file };
  }

  /** A node with its $ref chain merged in: its own keywords win over those of the target. */
  merged(located: Located): Located & { target?: Json } {
    const { node, file } = located;
    if (typeof node.$ref !== 'string') return located;
    const inner = this.merged(this.follow(node.$ref, file));
    const { $ref: _, ...own } = node;
    return { node: { ...inner.node, ...own }, file: inner.file, target: inner.node };
  }

  sectionTypes(): string[] {
    return sectionTypes(this.schemaDir);
  }

  /** The schema of a section type, as the root node of its file. */
  sectionSchema(type: string): Located {
    return this.root(`sections/${type}.schema.json`);
  }

  section(type: string): SectionDoc {
    const schema = this.sectionSchema(type).node;
    return { type, description: String(schema.description ?? ''), examples: (schema.examples as Json[] | undefined) ?? [] };
  }
}
