import { textLength } from '@/build/content/page-limits';
import { inputStyle, helpStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { setOp, unsetOp, useForm } from './context';
import { FieldShell } from './FieldShell';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';
import { isLongText } from './schema-kind';
import { useDraft } from './use-draft';

function Counter({ id, length, min, max }: { id: string; length: number; min?: number; max?: number }) {
  const outside = (max !== undefined && length > max) || (min !== undefined && length < min);
  const range = min !== undefined ? `${min} to ${max}` : `at most ${max}`;
  return (
    <p
      id={id}
      data-counter=""
      css={{ ...helpStyle, fontWeight: outside ? 700 : 400, color: outside ? tokens.color.warning : tokens.color.muted }}
    >
      {`${length} characters (search results show ${range})${outside ? ': outside the limit' : ''}`}
    </p>
  );
}

/** A text: written as one `set` after a pause in typing or on leaving the field; emptied, an optional text is removed. */
export function TextField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const commit = (next: string) => form.apply([next === '' && !required ? unsetOp(path) : setOp(path, next)], `Changed ${label}`);
  const { draft, change, onFocus, onBlur } = useDraft(text, commit);
  const counter = form.counters.get(pathKey(path));
  const example = schema.examples?.[0];
  const placeholder = typeof schema.default === 'string' ? schema.default : typeof example === 'string' ? `e.g. ${example}` : undefined;
  const long = isLongText(schema);
  return (
    <FieldShell
      label={label}
      schema={schema}
      required={required}
      issues={form.issues.get(pathKey(path)) ?? []}
      extra={counter ? (id) => <Counter id={id} length={textLength(draft)} {...counter} /> : undefined}
    >
      {({ id, describedBy, invalid }) => {
        const props = {
          id,
          value: draft,
          placeholder,
          onFocus,
          onBlur,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
          'data-path': pathKey(path),
        };
        return long ? (
          <textarea
            {...props}
            rows={3}
            onChange={(event) => change(event.target.value)}
            css={{ ...inputStyle, resize: 'vertical', minHeight: '72px' }}
          />
        ) : (
          <input {...props} type="text" onChange={(event) => change(event.target.value)} css={inputStyle} />
        );
      }}
    </FieldShell>
  );
}
