import { useTheme } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../content/site-context';
import { HONEYPOT_FIELD, MAX_LENGTH } from '../leads/fields';
import { clearDraft, restoreDraft, saveDraft } from '../leads/form-draft';
import { readLeadForm } from '../leads/form-values';
import { takeHeldSubmit } from '../leads/held-submit';
import { LeadToast } from '../leads/LeadToast';
import { NOTICE_MS, SUBMITTING_LABEL, UNAVAILABLE_TEXT } from '../leads/messages';
import { useLeadSubmit } from '../leads/use-lead-submit';
import type { LeadFormAside as Aside, LeadFormSection } from '../generated/content-types';
import { Button } from '../ui/Button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/Field';
import { mailHref, telHref } from '../ui/contact-links';
import { IconBadge } from '../ui/IconBadge';
import { Band, Card, Container } from '../ui/layout';
import { DEFAULT_CONSENT } from './lead-form-consent';

/**
 * A request form built from the page's YAML. The field names are those of the lead request
 * (name or firstName/lastName, email, phone, businessName, unitType or service, message), each
 * with its maxlength (leads/fields). The browser checks the required fields, again after the typed
 * values are trimmed; the lead is then sent once as JSON (leads/use-lead-submit). Success empties
 * the form and goes to the thank-you page, the button staying disabled until that page is shown; a
 * failure shows a notice while every value stays in place (also across a reload, through a session
 * draft).
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
  const onSuccess = useCallback(() => {
    clearDraft(draftKey);
    form.current?.reset();
  }, [draftKey]);
  const { submit, submitting, phase } = useLeadSubmit({ form: { formType, source, fields, select }, webhookUrl: site.leads.webhookUrl, timeoutMs: site.leads.timeoutMs, successHref, onSuccess });

  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (form.current) restoreDraft(draftKey, form.current);
  }, [draftKey]);
  // Hydrated: the app sends the form from now on, and a submission made before that is sent once.
  useEffect(() => {
    setReady(true);
    if (!form.current || !takeHeldSubmit(form.current)) return;
    const values = readLeadForm(form.current);
    if (values) void submit(values);
    // Only on the first render in the browser: a held submission exists only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const post = site.leads.formPosts === true;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = readLeadForm(event.currentTarget);
    if (values) void submit(values);
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
          {/* POST, never GET: without JavaScript no typed value can end up in an address. */}
          <form
            ref={form}
            method="post"
            action={post ? site.leads.webhookUrl : undefined}
            aria-labelledby={fieldId('title')}
            onSubmit={onSubmit}
            onInput={(event) => phase !== 'sent' && saveDraft(draftKey, event.currentTarget)}
            data-form-type={formType}
            data-lead-form=""
            data-post={post ? '' : undefined}
            data-ready={ready ? '' : undefined}
            aria-busy={submitting}
          >
            {!post && (
              <noscript>
                <Unavailable />
              </noscript>
            )}
            <Unavailable offline />
            {post && (
              <>
                <input type="hidden" name="formType" value={formType} />
                <input type="hidden" name="source" value={source} />
                <input type="hidden" name="next" value={successHref} />
              </>
            )}
            <div data-honeypot aria-hidden="true" css={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}>
              {/* Named so that no autofill or password manager fills it: see HONEYPOT_FIELD. */}
              <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
              <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" data-1p-ignore="" data-lpignore="true" data-bwignore="" />
            </div>
            <p css={{ fontSize: '0.875rem', color: theme.colors.mutedForeground, marginBottom: theme.space(5) }}>All fields are required unless marked optional.</p>
            <div css={{ display: 'grid', gap: theme.space(5), [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
              {splitName ? (
                <>
                  <TextField id={fieldId('first-name')} name="firstName" label="First Name" autoComplete="given-name" maxLength={MAX_LENGTH.firstName} required />
                  <TextField id={fieldId('last-name')} name="lastName" label="Last Name" autoComplete="family-name" maxLength={MAX_LENGTH.lastName} required />
                </>
              ) : (
                <TextField id={fieldId('name')} name="name" label="Full Name" autoComplete="name" maxLength={MAX_LENGTH.name} required css={businessName ? undefined : wide} />
              )}
              {businessName && <TextField id={fieldId('business-name')} name="businessName" label="Business Name" autoComplete="organization" maxLength={MAX_LENGTH.businessName} required />}
              <TextField id={fieldId('email')} name="email" type="email" label="Email Address" autoComplete="email" maxLength={MAX_LENGTH.email} required />
              <TextField id={fieldId('phone')} name="phone" type="tel" label="Phone Number" autoComplete="tel" maxLength={MAX_LENGTH.phone} required />
              <SelectField id={fieldId(select.name)} name={select.name} label={select.label} placeholder={select.placeholder} options={data.options.items[select.optionSet]!.options} required css={wide} />
              {message && <TextAreaField id={fieldId('message')} name="message" label="Additional Details (optional)" rows={4} maxLength={MAX_LENGTH.message} css={wide} />}
            </div>
            <CheckboxField id={fieldId('consent')} name="consent" value="yes" label={consent} required css={{ marginTop: theme.space(6) }} />
            {/* A plain button until the app runs, unless the form can post itself: without JavaScript,
                Enter in a text box then submits nothing. The boot script turns early clicks into a held submission. */}
            <Button type={post || ready ? 'submit' : 'button'} data-lead-submit="" variant="hero" size="lg" disabled={submitting} css={{ width: '100%', marginTop: theme.space(6), whiteSpace: 'normal' }}>
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

/**
 * How to reach the company when the form cannot be sent: inside <noscript> when JavaScript is off
 * and the webhook takes no form posts; hidden otherwise, shown by the boot script when a form was
 * submitted but the page's scripts never arrived.
 */
function Unavailable({ offline = false }: { offline?: boolean }) {
  const theme = useTheme();
  const { site } = useSite();
  const { phone, email } = site.contact;
  return (
    <p data-lead-offline={offline ? '' : undefined} hidden={offline} role={offline ? 'alert' : undefined} css={{ marginBottom: theme.space(5), padding: theme.space(4), borderRadius: theme.radii.md, background: theme.colors.muted, fontWeight: 600 }}>
      {site.leads.unavailableText ?? UNAVAILABLE_TEXT} <a href={telHref(phone)}>{phone}</a> · <a href={mailHref(email)}>{email}</a>
    </p>
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
