import { css, useTheme } from '@emotion/react';
import { useSite } from '../../content/site-context';
import type { LeadFormSection } from '../../generated/content-types';
import { HONEYPOT_FIELD, MAX_LENGTH, type TypedField } from '../../leads/fields';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { themed } from '../../theme/themed';

export interface LeadFieldsProps extends Pick<LeadFormSection, 'fields' | 'select'> {
  /** The element id of a field: the form's id and the field's name. */
  fieldId: (name: string) => string;
}

/** A one-line text box of the form: its id (after the form's), the lead field it fills, its label and autofill hint. */
interface LineField {
  id: string;
  name: Exclude<TypedField, 'message'>;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  /** Across both columns from small screens up: the full name when no business name stands beside it. */
  wide?: boolean;
}

const styles = {
  honeypot: css({ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }),
  note: themed((theme) => ({ fontSize: '0.875rem', color: theme.colors.mutedForeground, marginBottom: theme.space(5) })),
  grid: themed((theme) => ({ display: 'grid', gap: theme.space(5), [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })),
  wide: themed((theme) => ({ [theme.mq.sm]: { gridColumn: '1 / -1' } })),
};

/**
 * The fields of a lead form, labelled with site.yaml ui.leadForm: the honeypot no person sees,
 * the name (one field or two), the optional business name, e-mail, phone, the drop-down list and
 * the optional message, each with its maxlength (leads/fields).
 */
export function LeadFields({ fields, select, fieldId }: LeadFieldsProps) {
  const theme = useTheme();
  const { site, data } = useSite();
  const words = site.ui.leadForm;
  const { splitName, businessName, message } = fields;
  const wide = styles.wide(theme);
  const lines = (
    [
      splitName && { id: 'first-name', name: 'firstName', label: words.firstName, autoComplete: 'given-name' },
      splitName && { id: 'last-name', name: 'lastName', label: words.lastName, autoComplete: 'family-name' },
      !splitName && { id: 'name', name: 'name', label: words.fullName, autoComplete: 'name', wide: !businessName },
      businessName && { id: 'business-name', name: 'businessName', label: words.businessName, autoComplete: 'organization' },
      { id: 'email', name: 'email', type: 'email', label: words.email, autoComplete: 'email' },
      { id: 'phone', name: 'phone', type: 'tel', label: words.phone, autoComplete: 'tel' },
    ] satisfies (LineField | false)[]
  ).filter((line) => line !== false);
  return (
    <>
      <div data-honeypot aria-hidden="true" css={styles.honeypot}>
        {/* Named so that no autofill or password manager fills it: see HONEYPOT_FIELD. */}
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>{words.honeypot}</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
        />
      </div>
      <p css={styles.note(theme)}>{words.requiredNote}</p>
      <div css={styles.grid(theme)}>
        {lines.map((line) => (
          <TextField
            key={line.id}
            id={fieldId(line.id)}
            name={line.name}
            type={line.type}
            label={line.label}
            autoComplete={line.autoComplete}
            maxLength={MAX_LENGTH[line.name]}
            required
            css={line.wide ? wide : undefined}
          />
        ))}
        <SelectField
          id={fieldId(select.name)}
          name={select.name}
          label={select.label}
          placeholder={select.placeholder}
          options={data.options.items[select.optionSet]!.options}
          required
          css={wide}
        />
        {message && (
          <TextAreaField id={fieldId('message')} name="message" label={words.message} rows={4} maxLength={MAX_LENGTH.message} css={wide} />
        )}
      </div>
    </>
  );
}
