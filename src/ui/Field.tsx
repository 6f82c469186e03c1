import { css, useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ownStyles, themed } from '../theme/themed';

/** Border, focus and invalid states shared by every text box and list. */
function controlStyles(theme: Theme): CSSObject {
  return {
    display: 'block',
    width: '100%',
    minHeight: '3rem',
    padding: '0.625rem 0.875rem',
    font: 'inherit',
    fontSize: '1rem',
    color: theme.colors.foreground,
    background: theme.colors.background,
    // 3:1 against the card keeps the box visible (WCAG 1.4.11).
    border: `1px solid color-mix(in srgb, ${theme.colors.mutedForeground} 75%, ${theme.colors.background})`,
    borderRadius: theme.radii.md,
    transition: `border-color ${theme.motion.fast}, box-shadow ${theme.motion.fast}`,
    '&::placeholder': { color: theme.colors.mutedForeground, opacity: 1 },
    '&:hover': { borderColor: theme.colors.mutedForeground },
    '&:focus-visible': {
      outline: 'none',
      borderColor: theme.colors.primary,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${theme.colors.primary} 35%, transparent)`,
    },
    '&:user-invalid': { borderColor: theme.colors.destructive },
  };
}

/** The drop-down list's own arrow, in the muted colour. */
function chevron(theme: Theme): string {
  const stroke = encodeURIComponent(theme.colors.mutedForeground);
  return `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='${stroke}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;
}

const styles = {
  shell: themed((theme) => ({ display: 'grid', gap: theme.space(2), alignContent: 'start' })),
  label: css({ fontSize: '0.9375rem', fontWeight: 600 }),
  input: themed(controlStyles),
  textArea: themed((theme) => ({ ...controlStyles(theme), minHeight: '7.5rem', resize: 'vertical' })),
  select: themed((theme) => ({
    ...controlStyles(theme),
    appearance: 'none',
    paddingRight: '2.5rem',
    cursor: 'pointer',
    background: `${theme.colors.background} ${chevron(theme)} no-repeat right 0.875rem center`,
    '&:has(option[value=""]:checked)': { color: theme.colors.mutedForeground },
  })),
  option: themed((theme) => ({ color: theme.colors.foreground })),
  checkboxRow: themed((theme) => ({ display: 'flex', gap: theme.space(3), alignItems: 'flex-start' })),
  checkbox: themed((theme) => ({
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    marginTop: '0.125rem',
    accentColor: theme.colors.primary,
    cursor: 'pointer',
  })),
  checkboxLabel: themed((theme) => ({ fontSize: '0.875rem', color: theme.colors.mutedForeground, cursor: 'pointer' })),
};

interface FieldShellProps {
  id: string;
  label: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A visible label above its control, tied to it by id. */
function FieldShell({ id, label, children, className }: FieldShellProps) {
  const theme = useTheme();
  return (
    <div className={className} css={ownStyles(styles.shell(theme), className)}>
      <label htmlFor={id} css={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A control's own attributes with its id and the words of its label. */
type Labelled<Attributes> = Attributes & { id: string; label: ReactNode };

/**
 * A kind of labelled control: `draw` renders the control from its attributes (the id included), with
 * the border, focus and invalid styles every text box and list shares; the label stands above it.
 */
function labelled<Attributes extends { className?: string }>(draw: (control: Attributes & { id: string }, theme: Theme) => ReactNode) {
  return function LabelledControl({ label, className, ...control }: Labelled<Attributes>) {
    const theme = useTheme();
    return (
      <FieldShell id={control.id} label={label} className={className}>
        {draw(control as unknown as Attributes & { id: string }, theme)}
      </FieldShell>
    );
  };
}

export type TextFieldProps = Labelled<InputHTMLAttributes<HTMLInputElement>>;

/** A labelled one-line text box (text, email, tel …). */
export const TextField = labelled<InputHTMLAttributes<HTMLInputElement>>(({ id, ...input }, theme) => (
  <input id={id} css={styles.input(theme)} {...input} />
));

export type TextAreaFieldProps = Labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** A labelled multi-line text box. */
export const TextAreaField = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>(({ id, ...textarea }, theme) => (
  <textarea id={id} css={styles.textArea(theme)} {...textarea} />
));

export interface SelectOption {
  value: string;
  label: string;
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'defaultValue' | 'value'> & {
  /** Shown until something is chosen. It is the only option without a value, so a required list cannot be sent with it. */
  placeholder: string;
  options: readonly SelectOption[];
};

export type SelectFieldProps = Labelled<SelectAttributes>;

/** A labelled drop-down list whose prompt cannot be submitted. */
export const SelectField = labelled<SelectAttributes>(({ id, placeholder, options, ...select }, theme) => {
  return (
    <select id={id} defaultValue="" css={styles.select(theme)} {...select}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value} css={styles.option(theme)}>
          {option.label}
        </option>
      ))}
    </select>
  );
});

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: ReactNode };

/** A checkbox with its label beside it; the whole label toggles it. */
export function CheckboxField({ id, label, className, ...input }: CheckboxFieldProps) {
  const theme = useTheme();
  return (
    <div className={className} css={ownStyles(styles.checkboxRow(theme), className)}>
      <input id={id} type="checkbox" css={styles.checkbox(theme)} {...input} />
      <label htmlFor={id} css={styles.checkboxLabel(theme)}>
        {label}
      </label>
    </div>
  );
}
