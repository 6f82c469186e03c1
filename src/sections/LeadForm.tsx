import { css, useTheme } from '@emotion/react';
import { SnackbarProvider } from 'notistack';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSite } from '../content/site-context';
import { clearDraft, restoreDraft, saveDraft } from '../leads/form-draft';
import { readLeadForm } from '../leads/form-values';
import { takeHeldSubmit } from '../leads/held-submit';
import { LeadToast } from '../leads/LeadToast';
import { NOTICE_MS } from '../leads/messages';
import { FORM_START_PATH } from '../leads/relay-headers';
import { useLeadSubmit } from '../leads/use-lead-submit';
import type { LeadFormSection } from '../generated/content-types';
import { Button } from '../ui/Button';
import { CheckboxField } from '../ui/Field';
import { Band, Card, SplitContainer } from '../ui/layout';
import { eyebrowStyles } from '../ui/styles';
import { LeadFields } from './lead-form/LeadFields';
import { Reasons } from './lead-form/Reasons';
import { Unavailable } from './lead-form/Unavailable';
import { themed, themedBy } from '../theme/themed';

const styles = {
  card: themedBy((theme, aside: boolean) => ({
    width: '100%',
    maxWidth: aside ? undefined : '48rem',
    marginInline: aside ? undefined : 'auto',
    padding: theme.space(6),
    boxShadow: theme.shadows.md,
    [theme.mq.md]: { padding: theme.space(10) },
  })),
  header: themed((theme) => ({ marginBottom: theme.space(8) })),
  eyebrow: themed((theme) => eyebrowStyles(theme.colors.primary, theme.space(2))),
  title: css({ fontSize: 'clamp(1.625rem, 3.5vw, 2.25rem)', fontWeight: 800 }),
  subtitle: themed((theme) => ({ marginTop: theme.space(3), fontSize: '1.0625rem', color: theme.colors.mutedForeground })),
  consent: themed((theme) => ({ marginTop: theme.space(6) })),
  submit: themed((theme) => ({ width: '100%', marginTop: theme.space(6), whiteSpace: 'normal' })),
  footnote: themed((theme) => ({
    marginTop: theme.space(4),
    textAlign: 'center',
    fontSize: '0.875rem',
    color: theme.colors.mutedForeground,
  })),
};

/**
 * A request form built from the page's YAML. The field names are those of the lead request
 * (name or firstName/lastName, email, phone, businessName, unitType or service, message), each
 * with its maxlength (leads/fields). The browser checks the required fields, again after the typed
 * values are trimmed; the lead is then sent once as JSON (leads/use-lead-submit). Success empties
 * the form and goes to the thank-you page, the button staying disabled until that page is shown; a
 * failure shows a notice, and the phone and e-mail under the button, while every value stays in
 * place (also across a reload, through a session draft).
 */
export default function LeadForm(props: LeadFormSection) {
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={NOTICE_MS}
      Components={{ error: LeadToast }}
      // At the top: at the bottom it would lie over the submit button of a form scrolled to its end.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <LeadFormBody {...props} />
    </SnackbarProvider>
  );
}

function LeadFormBody({
  id,
  formType,
  source,
  eyebrow,
  title,
  subtitle,
  submitLabel,
  footnote,
  fields,
  select,
  consent,
  aside,
  tone,
  successHref,
}: LeadFormSection) {
  const theme = useTheme();
  const { site } = useSite();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const draftKey = `${formType}:${id}`;
  const onSuccess = useCallback(() => {
    clearDraft(draftKey);
    form.current?.reset();
  }, [draftKey]);
  const { submit, submitting, phase } = useLeadSubmit({
    form: { formType, source, fields, select },
    webhookUrl: site.leads.webhookUrl,
    relay: site.leads.relay,
    attribution: site.leads.attribution,
    timeoutMs: site.leads.timeoutMs,
    successHref,
    onSuccess,
  });

  /**
   * Send, and after a failure give the focus back to the button: it was disabled while sending, which
   * left the focus nowhere, and a keyboard user would start again from the top of the page.
   */
  const [failures, setFailures] = useState(0);
  const send = (values: NonNullable<ReturnType<typeof readLeadForm>>) =>
    void submit(values).then((outcome) => outcome === 'failed' && setFailures((count) => count + 1));
  // Once the button is enabled again (this effect runs after that render is on the page).
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (failures && lost) form.current?.querySelector<HTMLButtonElement>('[data-lead-submit]')?.focus();
  }, [failures]);

  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (form.current) restoreDraft(draftKey, form.current);
  }, [draftKey]);
  // Hydrated: the app sends the form from now on, and a submission made before that is sent once.
  useEffect(() => {
    setReady(true);
    if (!form.current || !takeHeldSubmit(form.current)) return;
    const values = readLeadForm(form.current);
    if (values) send(values);
    // Only on the first render in the browser: a held submission exists only then.
  }, []);
  const post = site.leads.formPosts;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = readLeadForm(event.currentTarget);
    if (values) send(values);
  };

  return (
    <Band id={id} tone={tone} aria-labelledby={fieldId('title')}>
      <SplitContainer columns={aside ? 'minmax(0, 1.5fr) minmax(0, 1fr)' : undefined} gap={10} align="start">
        <Card css={styles.card(theme, Boolean(aside))}>
          <header css={styles.header(theme)}>
            {eyebrow && <p css={styles.eyebrow(theme)}>{eyebrow}</p>}
            <h2 id={fieldId('title')} css={styles.title}>
              {title}
            </h2>
            {subtitle && <p css={styles.subtitle(theme)}>{subtitle}</p>}
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
            {post && (
              <>
                <input type="hidden" name="formType" value={formType} />
                <input type="hidden" name="source" value={source} />
                <input type="hidden" name="next" value={successHref} />
              </>
            )}
            {post && site.leads.relay && (
              // Without JavaScript only: the relay's signed start time, for its minimum fill time (relay-headers.ts).
              <noscript>
                <img src={FORM_START_PATH} alt="" width={1} height={1} hidden />
              </noscript>
            )}
            <LeadFields fields={fields} select={select} fieldId={fieldId} />
            <CheckboxField id={fieldId('consent')} name="consent" value="yes" label={consent} required css={styles.consent(theme)} />
            {/* A plain button until the app runs, unless the form can post itself: without JavaScript,
                Enter in a text box then submits nothing. The boot script turns early clicks into a held submission. */}
            <Button
              type={post || ready ? 'submit' : 'button'}
              data-lead-submit=""
              variant="hero"
              size="lg"
              disabled={submitting}
              css={styles.submit(theme)}
            >
              {submitting ? site.ui.leadForm.submitting : submitLabel}
            </Button>
            {/* Where the button is, or would be: how to call or write instead, when the form cannot be sent. */}
            {!post && (
              <noscript>
                <Unavailable at="end" />
              </noscript>
            )}
            <Unavailable at="end" fallback shown={failures > 0} />
            {footnote && <p css={styles.footnote(theme)}>{footnote}</p>}
          </form>
        </Card>
        {aside && <Reasons {...aside} headingId={fieldId('aside-title')} tone={tone} />}
      </SplitContainer>
    </Band>
  );
}
