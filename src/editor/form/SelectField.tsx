import { inputStyle } from '../ui/recipe';
import { setOp, unsetOp, useForm } from './context';
import { FieldShell } from './FieldShell';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';
import { valueInWords } from './words';

/**
 * A choice from a list: the schema's enum, or (x-ref) the ids of a collection of site/data with
 * their names. An optional field offers its default (or nothing); a value the list does not hold
 * stays visible, so choosing nothing never changes it silently.
 */
export function SelectField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const collection = schema['x-ref'];
  const options: { value: unknown; text: string }[] = collection
    ? (form.choices.collections[collection] ?? []).map((item, _, all) => ({
        value: item.id,
        // A record by its name; its id only tells two records of the same name apart.
        text: all.filter((other) => other.name === item.name).length > 1 ? `${item.name} (${item.id})` : item.name || item.id,
      }))
    : (schema.enum ?? []).map((option) => ({ value: option, text: valueInWords(option, schema) }));
  if (value !== undefined && !options.some((option) => option.value === value))
    options.unshift({ value, text: `${valueInWords(value)} (not in the list)` });
  const index = options.findIndex((option) => option.value === value);
  const empty = schema.default !== undefined ? `Default (${valueInWords(schema.default, schema)})` : required ? 'Choose…' : 'None';
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          value={index < 0 ? '' : String(index)}
          onChange={(event) => {
            const chosen = event.target.value === '' ? undefined : options[Number(event.target.value)];
            form.apply([chosen ? setOp(path, chosen.value) : unsetOp(path)], `Changed ${label}`);
          }}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          data-path={pathKey(path)}
          css={inputStyle}
        >
          {(index < 0 || !required) && <option value="">{empty}</option>}
          {options.map((option, position) => (
            <option key={position} value={String(position)}>
              {option.text}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
