import { useState } from 'react';
import { helpStyle, inputStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { setOp, unsetOp, useForm } from './context';
import { FieldShell } from './FieldShell';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';
import { useDraft } from './use-draft';

/** A number with its limits; a whole number for `integer`. Text that is no number is not written. */
export function NumberField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const [problem, setProblem] = useState('');
  const integer = schema.type === 'integer';
  const commit = (text: string) => {
    if (text.trim() === '') {
      setProblem('');
      if (!required) form.apply([unsetOp(path)], `Cleared ${label}`);
      return;
    }
    const number = Number(text);
    if (!Number.isFinite(number) || (integer && !Number.isInteger(number))) {
      setProblem(integer ? 'Enter a whole number; it was not saved.' : 'Enter a number; it was not saved.');
      return;
    }
    setProblem('');
    form.apply([setOp(path, number)], `Changed ${label}`);
  };
  const { draft, change, onFocus, onBlur } = useDraft(typeof value === 'number' ? String(value) : '', commit);
  const limits = [
    schema.minimum !== undefined ? `at least ${schema.minimum}` : '',
    schema.maximum !== undefined ? `at most ${schema.maximum}` : '',
  ].filter(Boolean);
  return (
    <FieldShell
      label={label}
      schema={{
        ...schema,
        description: [schema.description, limits.length ? `${integer ? 'A whole number' : 'A number'}, ${limits.join(' and ')}.` : '']
          .filter(Boolean)
          .join(' '),
      }}
      required={required}
      issues={form.issues.get(pathKey(path)) ?? []}
      extra={
        problem
          ? (id) => (
              <p id={id} css={{ ...helpStyle, color: tokens.color.danger }}>
                {problem}
              </p>
            )
          : undefined
      }
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="number"
          inputMode={integer ? 'numeric' : 'decimal'}
          step={integer ? 1 : 'any'}
          min={schema.minimum}
          max={schema.maximum}
          value={draft}
          placeholder={typeof schema.examples?.[0] === 'number' ? `e.g. ${schema.examples[0]}` : undefined}
          onChange={(event) => change(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-invalid={invalid || !!problem || undefined}
          aria-required={required || undefined}
          data-path={pathKey(path)}
          css={{ ...inputStyle, maxWidth: '12rem' }}
        />
      )}
    </FieldShell>
  );
}
