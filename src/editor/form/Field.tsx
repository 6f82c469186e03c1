import { useMemo } from 'react';
import { ChoiceField } from './ChoiceField';
import { useForm } from './context';
import { ListField } from './ListField';
import { NumberField } from './NumberField';
import { ObjectFields } from './ObjectFields';
import { AssetField } from './pickers/AssetField';
import { IconField } from './pickers/IconField';
import { LinkField } from './pickers/LinkField';
import type { FieldProps } from './scalar-props';
import { kindOf, normalize } from './schema-kind';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';

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
  const field = { ...props, schema };
  switch (kindOf(schema, icons)) {
    case 'const':
      return null; // fixed by the schema (a section's type): nothing to edit
    case 'choice':
      return <ChoiceField {...field} />;
    case 'icon':
      return <IconField {...field} />;
    case 'enum':
    case 'ref':
      return <SelectField {...field} />;
    case 'asset':
      return <AssetField {...field} />;
    case 'link':
      return <LinkField {...field} />;
    case 'number':
      return <NumberField {...field} />;
    case 'boolean':
      return <SwitchField {...field} />;
    case 'object':
      return <ObjectFields {...field} />;
    case 'list':
      return <ListField {...field} />;
    default:
      return <TextField {...field} />;
  }
}
