import type { JsonPath, JsonSchema } from '../api/types';

/** What the dispatcher (Field.tsx) hands every control. */
export interface FieldProps {
  schema: JsonSchema;
  path: JsonPath;
  value: unknown;
  label: string;
  required: boolean;
  /** The object holding this field, so a picker can fill its siblings (a picture's width and height). */
  parent?: { schema: JsonSchema; path: JsonPath; value?: unknown };
}
