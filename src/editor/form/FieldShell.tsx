import { useId, type ReactNode } from 'react';
import type { Issue, JsonSchema } from '../api/types';
import { helpStyle, labelStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { FieldIssues } from './FieldIssues';
import { helpText, valueInWords } from './words';

export interface ControlProps {
  id: string;
  labelId: string;
  /** Help, default, counter and issues, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldShellProps {
  label: string;
  schema: JsonSchema;
  required: boolean;
  issues: readonly Issue[];
  /** Shown between the control and the help, e.g. a character counter; its element needs the given id. */
  extra?: (id: string) => ReactNode;
  /** The label beside the control (switches) instead of above it. */
  inline?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its help text (the schema's description), its default and its issues. */
export function FieldShell({ label, schema, required, issues, extra, inline = false, children }: FieldShellProps) {
  const id = useId();
  const ids = { label: `${id}-label`, help: `${id}-help`, extra: `${id}-extra`, issues: `${id}-issues` };
  const hasDefault = schema.default !== undefined && schema.default !== '';
  const help = [helpText(schema), hasDefault ? `Default: ${valueInWords(schema.default, schema)}.` : ''].filter(Boolean).join(' ');
  const describedBy =
    [extra ? ids.extra : '', help ? ids.help : '', issues.length ? ids.issues : ''].filter(Boolean).join(' ') || undefined;
  const control = children({ id, labelId: ids.label, describedBy, invalid: issues.some((issue) => issue.severity === 'error') });
  const labelText = (
    <>
      {label}
      {required && <span css={{ fontWeight: 400, color: tokens.color.muted }}> (required)</span>}
    </>
  );
  return (
    <div css={{ marginBottom: tokens.space.lg }}>
      {inline ? (
        <div css={{ display: 'flex', alignItems: 'center', gap: tokens.space.sm }}>
          {control}
          <label id={ids.label} htmlFor={id} css={{ ...labelStyle, marginBottom: 0 }}>
            {labelText}
          </label>
        </div>
      ) : (
        <>
          <label id={ids.label} htmlFor={id} css={labelStyle}>
            {labelText}
          </label>
          {control}
        </>
      )}
      {extra?.(ids.extra)}
      {help && (
        <p id={ids.help} css={helpStyle}>
          {help}
        </p>
      )}
      <FieldIssues id={ids.issues} issues={issues} />
    </div>
  );
}
