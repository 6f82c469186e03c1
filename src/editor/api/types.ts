/** The shapes of the editor API of the development server (/__edit/api/*). */

/** A place in a page document, from its root: ['sections', 2, 'title']. */
export type JsonPath = (string | number)[];

export interface Issue {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  /** How to fix it. */
  hint: string;
  line: number;
  column: number;
  path: JsonPath;
}

export interface PageSummary {
  route: string;
  file: string;
  title: string;
  sections: number;
  errors: number;
  warnings: number;
}

export type SectionValue = { type: string; id?: string; title?: unknown; [key: string]: unknown };
export type PageValue = { title?: string; description?: string; sections?: SectionValue[]; [key: string]: unknown };

export interface PageDoc {
  /** The page's address; a file that is no page (site.yaml, a file of site/data) has its `name` instead. */
  route?: string;
  /** site.yaml or data/<name>.yaml: the file's name in the content folder, for a file that is no page. */
  name?: string;
  file: string;
  text: string;
  hash: string;
  /** The parsed page, or null when the text cannot be read as one. */
  value: PageValue | null;
  issues: Issue[];
}

/** An edit operation on the page (set, unset, insert, remove, move, duplicate): the server's own definition. */
export type { Op } from '../../build/editor/json-ops.ts';

/** The JSON Schema subset the schemas of schema/ use, $refs resolved inline, with the loader's keywords. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  patternMessage?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  /** The rule keys of a keyed collection must follow (its ids). */
  propertyNames?: { pattern?: string };
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  'x-link'?: boolean;
  'x-asset'?: boolean;
  /** An icon name (the enum holds every name the content may use). */
  'x-icon'?: boolean;
  /** The collection of site/data the value is an id of. */
  'x-ref'?: string;
  /** The words the editor shows for this part of the schema (see schema/README or SECTIONS.md). */
  'x-ui'?: UiWords;
}

/** The `x-ui` block of a schema: what the editor calls a field, its help, one entry of it, each of its choices. */
export interface UiWords {
  label?: string;
  help?: string;
  item?: string;
  choices?: Record<string, string>;
}

export interface SchemaBundle {
  page: JsonSchema;
  sections: Record<string, JsonSchema>;
  site: JsonSchema;
  /** The schema of each collection of site/data, by its name (machines). */
  data: Record<string, JsonSchema>;
}

/** What a document of the editor is: a page by its address, or site.yaml / a file of site/data by its name. */
export type DocTarget = { route: string } | { name: string };

/** site.yaml or a file of site/data, with its health, for the list of pages. */
export interface DataSummary {
  name: string;
  file: string;
  errors: number;
  warnings: number;
}

export interface Choices {
  pages: { route: string; title: string; ids: string[] }[];
  assets: string[];
  collections: Record<string, { id: string; name: string }[]>;
  icons: string[];
}

/** The answer to a write: the page as written, the fresh page when the file changed first, or a refusal. */
export type WriteResult =
  | { kind: 'saved'; doc: PageDoc }
  | { kind: 'conflict'; doc: PageDoc }
  /** `issues`: those of a text that cannot be read as a page, at their lines. */
  | { kind: 'refused'; error: string; issues?: Issue[] };
