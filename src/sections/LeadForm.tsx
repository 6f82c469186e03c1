import { useTheme } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { useSite } from '../content/site-context';
import { clearDraft, restoreDraft, saveDraft } from '../leads/form-draft';
import { LeadToast } from '../leads/LeadToast';
import { NOTICE_MS, SUBMITTING_LABEL } from '../leads/messages';
import { useLeadSubmit } from '../leads/use-lead-submit';
import type { LeadFormAside as Aside, LeadFormSection } from '../generated/content-types';
import { Button } from '../ui/Button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/Field';
import { IconBadge } from '../ui/IconBadge';
import { Band, Card, Container } from '../ui/layout';
import { DEFAULT_CONSENT } from './lead-form-consent';

/**
 * A request form built from the page's YAML. The field names are those of the lead request
 * (name or firstName/lastName, email, phone, businessName, unitType or service, message). The
 * browser checks the required fields; the lead is then sent once as JSON, success goes to the
 * thank-you page and a failure shows a notice while every value stays in place (also across a
 * reload, through a session draft).
 */
export default function LeadForm(props: LeadFormSection) {
  return (
    <SnackbarProvider maxSnack={1} autoHideDuration={NOTICE_MS} Components={{ error: LeadToast }} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <LeadFormBody {...props} />
    </SnackbarProvider>
  );
}

function LeadFormBody({ id, formType, source, eyebrow, title, subtitle, submitLabel, footnote, fields = {}, select, consent = DEFAULT_CONSENT, aside, tone = 'muted', successHref = '/thank-you' }: LeadFormSection) {
  const theme = useTheme();
  const { site, data } = useSite();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const { splitName = false, businessName = false, message = false } = fields;
  const wide = { [theme.mq.sm]: { gridColumn: '1 / -1' } };
  const draftKey = `${formType}:${id}`;
  const onSuccess = useCallback(() => clearDraft(draftKey), [draftKey]);
  const { submit, submitting } = useLeadSubmit({ form: { formType, source, fields, select }, webhookUrl: site.leads.webhookUrl, timeoutMs: site.leads.timeoutMs, successHref, onSuccess });

  useEffect(() => {
    if (form.current) restoreDraft(draftKey, form.current);
  }, [draftKey]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    void submit(values, values.website ?? '');
  };

  return (
    <Band id={id} tone={tone} aria-labelledby={fieldId('title')}>
      <Container css={{ display: 'grid', gap: theme.space(10), alignItems: 'start', [theme.mq.lg]: { gridTemplateColumns: aside ? 'minmax(0, 1.5fr) minmax(0, 1fr)' : '1fr' } }}>
        <Card css={{ width: '100%', maxWidth: aside ? undefined : '48rem', marginInline: aside ? undefined : 'auto', padding: theme.space(6), boxShadow: theme.shadows.md, [theme.mq.md]: { padding: theme.space(10) } }}>
          <header css={{ marginBottom: theme.space(8) }}>
            {eyebrow && <p css={{ fontSize: '0.875rem', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: theme.colors.primary, marginBottom: theme.space(2) }}>{eyebrow}</p>}
            <h2 id={fieldId('title')} css={{ fontSize: 'clamp(1.625rem, 3.5vw, 2.25rem)', fontWeight: 800 }}>{title}</h2>
            {subtitle && <p css={{ marginTop: theme.space(3), fontSize: '1.0625rem', color: theme.colors.mutedForeground }}>{subtitle}</p>}
          </header>
          <form ref={form} aria-labelledby={fieldId('title')} onSubmit={onSubmit} onInput={(event) => saveDraft(draftKey, event.currentTarget)} data-form-type={formType} aria-busy={submitting}>
            <div data-honeypot aria-hidden="true" css={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
              <label htmlFor={fieldId('website')}>Leave this field empty</label>
              <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <p css={{ fontSize: '0.875rem', color: theme.colors.mutedForeground, marginBottom: theme.space(5) }}>All fields are required unless marked optional.</p>
            <div css={{ display: 'grid', gap: theme.space(5), [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
              {splitName ? (
                <>
                  <TextField id={fieldId('first-name')} name="firstName" label="First Name" autoComplete="given-name" required />
                  <TextField id={fieldId('last-name')} name="lastName" label="Last Name" autoComplete="family-name" required />
                </>
              ) : (
                <TextField id={fieldId('name')} name="name" label="Full Name" autoComplete="name" required css={businessName ? undefined : wide} />
              )}
              {businessName && <TextField id={fieldId('business-name')} name="businessName" label="Business Name" autoComplete="organization" required />}
              <TextField id={fieldId('email')} name="email" type="email" label="Email Address" autoComplete="email" required />
              <TextField id={fieldId('phone')} name="phone" type="tel" label="Phone Number" autoComplete="tel" required />
              <SelectField id={fieldId(select.name)} name={select.name} label={select.label} placeholder={select.placeholder} options={data.options.items[select.optionSet]!.options} required css={wide} />
              {message && <TextAreaField id={fieldId('message')} name="message" label="Additional Details (optional)" rows={4} css={wide} />}
            </div>
            <CheckboxField id={fieldId('consent')} name="consent" value="yes" label={consent} required css={{ marginTop: theme.space(6) }} />
            <Button type="submit" variant="hero" size="lg" disabled={submitting} css={{ width: '100%', marginTop: theme.space(6), whiteSpace: 'normal' }}>
              {submitting ? SUBMITTING_LABEL : submitLabel}
            </Button>
            {footnote && <p css={{ marginTop: theme.space(4), textAlign: 'center', fontSize: '0.875rem', color: theme.colors.mutedForeground }}>{footnote}</p>}
          </form>
        </Card>
        {aside && <Reasons {...aside} headingId={fieldId('aside-title')} />}
      </Container>
    </Band>
  );
}

/** The column of short reasons beside the form. */
function Reasons({ title, text, items, headingId }: Aside & { headingId: string }) {
  const theme = useTheme();
  return (
    <aside aria-labelledby={headingId} css={{ [theme.mq.lg]: { position: 'sticky', top: theme.space(24), paddingTop: theme.space(4) } }}>
      <h3 id={headingId} css={{ fontSize: '1.5rem', fontWeight: 800 }}>{title}</h3>
      {text && <p css={{ marginTop: theme.space(3), color: theme.colors.mutedForeground }}>{text}</p>}
      <ul css={{ listStyle: 'none', margin: `${theme.space(6)} 0 0`, padding: 0, display: 'grid', gap: theme.space(4) }}>
        {items.map((item) => (
          <li key={item.title} css={{ display: 'flex', gap: theme.space(4), padding: theme.space(5), borderRadius: theme.radii.xl, background: theme.colors.background, border: `1px solid ${theme.colors.border}` }}>
            <IconBadge name={item.icon} size={2.75} />
            <div>
              <p css={{ fontWeight: 700, fontSize: '1.0625rem' }}>{item.title}</p>
              <p css={{ marginTop: theme.space(1), color: theme.colors.mutedForeground }}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
