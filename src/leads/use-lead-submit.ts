import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HONEYPOT_FIELD } from './fields';
import { SUBMIT_FAILED_TEXT, SUBMIT_FAILED_TITLE } from './messages';
import { buildLeadPayload, type LeadFormConfig, type LeadValues } from './payload';
import { relayHeaders } from './relay-proof';
import { forwardedAttribution, keptAttribution, pageStorage, type AttributionSettings } from './attribution';
import { sendLead } from './send-lead';
import { ENTRY_ATTRIBUTE } from '../render/island-names';

export interface LeadSubmitOptions {
  form: LeadFormConfig;
  webhookUrl: string;
  /** The site is built for the lead relay (site.yaml `leads.relay`): send its spam-check headers too. */
  relay?: boolean;
  /** site.yaml `leads.attribution`: what the visitor's browser kept of where they came from is sent with the lead. */
  attribution?: AttributionSettings;
  /** How long to wait for the webhook's answer (site.yaml `leads.timeoutMs`). */
  timeoutMs: number;
  /** Where a successful submission goes. */
  successHref: string;
  /**
   * Called once the lead arrived, before leaving the page: clears the draft and empties the form, so
   * that going Back never shows the sent lead again.
   */
  onSuccess?: () => void;
}

/**
 * Where a form is in sending one lead:
 * - `idle`: it can be sent (at first, after a failure, after coming Back to it);
 * - `sending`: the request runs;
 * - `sent`: the lead arrived and the thank-you page is loading. The form stays on screen until that
 *   page replaces it, still disabled, so more clicks send nothing.
 */
export type LeadPhase = 'idle' | 'sending' | 'sent';

/** What became of one call of `submit`. */
export type LeadOutcome = 'sent' | 'failed' | 'ignored';

/**
 * Sends a lead once per visitor intent. `submit(values)` is the only way a lead leaves the page,
 * for a click and for a submission held until the page was ready: while a lead is being sent or has
 * been sent it does nothing (`'ignored'`). Success clears the draft, empties the form and goes to the
 * thank-you page; failure logs the error and shows the destructive notice, leaving every value in
 * place and the form usable. A filled honeypot ends quietly as a success without calling the webhook.
 * A new intent starts after a failure, or when the visitor comes Back to the page the browser kept
 * whole: the form is then empty and usable.
 */
export function useLeadSubmit({ form, webhookUrl, relay = false, attribution, timeoutMs, successHref, onSuccess }: LeadSubmitOptions) {
  const [phase, setPhase] = useState<LeadPhase>('idle');
  // The phase as of now, for calls made before React re-rendered (a double click).
  const current = useRef<LeadPhase>('idle');
  // When the form appeared, for the relay's minimum fill time: on a built page (its boot script
  // names the island loader) the form was on screen with the document, long before its island
  // hydrated (at the visitor's first move); rendered by the app (development server) it appears now.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = document.querySelector(`script[${ENTRY_ATTRIBUTE}]`) ? 0 : performance.now();
  }, []);

  const moveTo = useCallback((next: LeadPhase) => {
    current.current = next;
    setPhase(next);
  }, []);

  // Back to this page from the thank-you page, kept whole by the browser (the back/forward cache):
  // the visitor is here again, with an empty form, and may send another.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => event.persisted && current.current === 'sent' && moveTo('idle');
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, [moveTo]);

  const submit = useCallback(
    async (values: LeadValues): Promise<LeadOutcome> => {
      if (current.current !== 'idle') return 'ignored';
      moveTo('sending');
      try {
        if ((values[HONEYPOT_FIELD] ?? '').trim() === '') {
          const kept = keptAttribution(attribution, pageStorage());
          const headers = relay ? await relayHeaders(shownAt.current, timeoutMs, kept) : {};
          // Without the relay the browser is the one call: the fields the site forwards go after the specification's.
          const body = relay
            ? buildLeadPayload(form, values)
            : { ...buildLeadPayload(form, values), ...forwardedAttribution(kept, attribution?.forward) };
          await sendLead(webhookUrl, body, timeoutMs, headers);
        }
      } catch (error) {
        console.error('Lead submission failed:', error);
        enqueueSnackbar(SUBMIT_FAILED_TEXT, { variant: 'error', title: SUBMIT_FAILED_TITLE });
        moveTo('idle');
        return 'failed';
      }
      moveTo('sent');
      onSuccess?.();
      window.location.assign(successHref);
      return 'sent';
    },
    [form, webhookUrl, relay, attribution, timeoutMs, successHref, onSuccess, moveTo],
  );

  return { submit, phase, submitting: phase !== 'idle' };
}
