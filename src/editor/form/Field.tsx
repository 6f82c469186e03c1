import { useMemo, type ComponentType } from 'react';
import { ChoiceField } from './ChoiceField';
import { useForm } from './context';
import { ListField } from './ListField';
import { MapField } from './MapField';
import { NumberField } from './NumberField';
import { ObjectFields } from './ObjectFields';
import { AssetField } from './pickers/AssetField';
import { IconField } from './pickers/IconField';
import { LinkField } from './pickers/LinkField';
import type { FieldProps } from './scalar-props';
import { kindOf, normalize, type FieldKind } from './schema-kind';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';

/** The control of each kind of field; a constant (a section's type) is fixed by the schema, so nothing to edit. */
const CONTROLS: Record<FieldKind, ComponentType<FieldProps> | null> = {
  const: null,
  choice: ChoiceField,
  icon: IconField,
  enum: SelectField,
  ref: SelectField,
  asset: AssetField,
  link: LinkField,
  number: NumberField,
  boolean: SwitchField,
  object: ObjectFields,
  map: MapField,
  list: ListField,
  text: TextField,
  unknown: TextField,
};

/**
 * One field of a generated form: the control its schema calls for.
 *
 * A generator of our own rather than @rjsf/core: the schemas of schema/ use a small subset of JSON
 * Schema (objects, lists, strings, integers, booleans, enums, one anyOf), so the whole generator is
 * a few hundred lines, while rjsf brings its own validator, theme packages and a widget registry to
 * override for nearly every field we have. The fields that matter most here are the loader's
 * keywords (x-link, x-asset, x-ref, x-icon), which need pickers fed by the dev server's choices
 * and rjsf knows nothing about; validation is the server's (the loader's issues, on their fields),
 * not a second one in the browser; and every change must be one small op on the YAML (set, insert,
 * move…) so the file stays as written, where rjsf hands back the whole form value on each change.
 */
export function Field(props: FieldProps) {
  const { choices } = useForm();
  const icons = useMemo(() => new Set(choices.icons), [choices.icons]);
  const schema = normalize(props.schema);
  const Control = CONTROLS[kindOf(schema, icons)];
  return Control ? <Control {...props} schema={schema} /> : null;
}
