import { useId } from 'react';
import { inputStyle, labelStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { setOp, useForm } from './context';
import { Field } from './Field';
import type { FieldProps } from './scalar-props';
import { blankValue, fits, normalize } from './schema-kind';
import { helpText } from './words';

/**
 * A value that takes one of several shapes (anyOf / oneOf: a legal text's paragraph or bullet list):
 * a select of the shapes, and the field of the shape the value has. Changing the shape writes the
 * new shape's starting value.
 */
export function ChoiceField({ schema, path, value, label, required, parent }: FieldProps) {
  const form = useForm();
  const id = useId();
  const branches = (schema.anyOf ?? schema.oneOf ?? []).map(normalize);
  const found = branches.findIndex((branch) => fits(branch, value));
  const chosen = found < 0 ? 0 : found;
  const branchName = (index: number) => {
    const branch = branches[index]!;
    return (branch['x-ui']?.label ?? branch.description ?? `Kind ${index + 1}`).replace(/\.$/, '');
  };
  return (
    <div css={{ borderLeft: `3px solid ${tokens.color.border}`, paddingLeft: tokens.space.md, marginBottom: tokens.space.lg }}>
      <label htmlFor={id} css={labelStyle}>{`${label}: kind`}</label>
      <select
        id={id}
        value={String(chosen)}
        onChange={(event) => form.apply([setOp(path, blankValue(branches[Number(event.target.value)]!))], `Changed the kind of ${label}`)}
        css={{ ...inputStyle, marginBottom: tokens.space.sm }}
      >
        {branches.map((_, index) => (
          <option key={index} value={String(index)}>
            {branchName(index)}
          </option>
        ))}
      </select>
      <Field
        schema={{ ...branches[chosen]!, 'x-ui': { ...branches[chosen]!['x-ui'], help: helpText(branches[chosen]!) ?? helpText(schema) } }}
        path={path}
        value={value}
        label={label}
        required={required}
        parent={parent}
      />
    </div>
  );
}
