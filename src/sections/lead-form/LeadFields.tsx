import { useTheme } from '@emotion/react';
import { useSite } from '../../content/site-context';
import type { LeadFormSection } from '../../generated/content-types';
import { HONEYPOT_FIELD, MAX_LENGTH } from '../../leads/fields';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';

export interface LeadFieldsProps extends Pick<LeadFormSection, 'fields' | 'select'> {
  /** The element id of a field: the form's id and the field's name. */
  fieldId: (name: string) => string;
}

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
  const wide = { [theme.mq.sm]: { gridColumn: '1 / -1' } };
  return (
    <>
      <div
        data-honeypot
        aria-hidden="true"
        css={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
      >
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
      <p css={{ fontSize: '0.875rem', color: theme.colors.mutedForeground, marginBottom: theme.space(5) }}>{words.requiredNote}</p>
      <div css={{ display: 'grid', gap: theme.space(5), [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
        {splitName ? (
          <>
            <TextField
              id={fieldId('first-name')}
              name="firstName"
              label={words.firstName}
              autoComplete="given-name"
              maxLength={MAX_LENGTH.firstName}
              required
            />
            <TextField
              id={fieldId('last-name')}
              name="lastName"
              label={words.lastName}
              autoComplete="family-name"
              maxLength={MAX_LENGTH.lastName}
              required
            />
          </>
        ) : (
          <TextField
            id={fieldId('name')}
            name="name"
            label={words.fullName}
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
            required
            css={businessName ? undefined : wide}
          />
        )}
        {businessName && (
          <TextField
            id={fieldId('business-name')}
            name="businessName"
            label={words.businessName}
            autoComplete="organization"
            maxLength={MAX_LENGTH.businessName}
            required
          />
        )}
        <TextField
          id={fieldId('email')}
          name="email"
          type="email"
          label={words.email}
          autoComplete="email"
          maxLength={MAX_LENGTH.email}
          required
        />
        <TextField
          id={fieldId('phone')}
          name="phone"
          type="tel"
          label={words.phone}
          autoComplete="tel"
          maxLength={MAX_LENGTH.phone}
          required
        />
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
