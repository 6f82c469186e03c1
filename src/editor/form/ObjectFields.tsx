import type { ReactNode } from 'react';
import type { JsonSchema } from '../api/types';
import { Button } from '../ui/Button';
import { helpStyle } from '../ui/recipe';
import { setOp, unsetOp, useForm } from './context';
import { Field } from './Field';
import { FieldIssues } from './FieldIssues';
import { groupStyle, legendStyle } from './group-style';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';
import { blankValue } from './schema-kind';
import { fieldLabel, helpText } from './words';

type Props = FieldProps & {
  /** Keys not to show (a section's type is its heading; a page's sections have the outline). */
  omit?: readonly string[];
  /** Without a fieldset frame: a section or the page itself. */
  bare?: boolean;
  /** Controls of the entry of a list this object is (move, remove), shown under its legend. */
  controls?: ReactNode;
};

/** The properties of an object, in schema order, each by its own field; issues about the object itself above them. */
export function ObjectFields({ schema, path, value, label, required, omit = [], bare = false, controls }: Props) {
  const form = useForm();
  const properties: Record<string, JsonSchema> = schema.properties ?? {};
  const object = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  // Issues at the object, and at keys the schema does not know (a typo the form has no field for).
  const own = [
    pathKey(path),
    ...Object.keys(object ?? {})
      .filter((key) => !(key in properties))
      .map((key) => pathKey([...path, key])),
  ].flatMap((key) => form.issues.get(key) ?? []);
  const fields = Object.entries(properties)
    .filter(([key]) => !omit.includes(key))
    .map(([key, child]) => (
      <Field
        key={key}
        schema={child}
        path={[...path, key]}
        value={object?.[key]}
        label={fieldLabel(key, child)}
        required={schema.required?.includes(key) ?? false}
        parent={{ schema, path, value: object }}
      />
    ));
  if (bare) {
    return (
      <div>
        {/* The page's own issues are on the outline; a section's are here, above its fields. */}
        <FieldIssues issues={path.length ? own : []} />
        {fields}
      </div>
    );
  }
  return (
    <fieldset css={groupStyle} data-path={pathKey(path)}>
      <legend css={legendStyle}>{`${label}${required && !controls ? ' (required)' : ''}`}</legend>
      {controls}
      {helpText(schema) && <p css={{ ...helpStyle, marginBottom: '12px' }}>{helpText(schema)}</p>}
      <FieldIssues issues={own} />
      {object ? (
        <>
          {fields}
          {!required && !controls && (
            <Button tone="danger" size="sm" onClick={() => form.apply([unsetOp(path)], `Removed ${label}`)}>
              {`Remove ${label.toLowerCase()}`}
            </Button>
          )}
        </>
      ) : (
        <Button size="sm" onClick={() => form.apply([setOp(path, blankValue(schema))], `Added ${label}`)}>
          {`Add ${label.toLowerCase()}`}
        </Button>
      )}
    </fieldset>
  );
}
