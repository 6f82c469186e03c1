import { enqueueSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUBMIT_FAILED_TEXT, SUBMIT_FAILED_TITLE } from './messages';
import { buildLeadPayload, type LeadFormConfig, type LeadValues } from './payload';
import { sendLead } from './send-lead';

export interface LeadSubmitOptions {
  form: LeadFormConfig;
  webhookUrl: string;
  /** How long to wait for the webhook's answer. */
  timeoutMs?: number;
  /** Where a successful submission goes. */
  successHref: string;
  /** Called after a lead arrived, before leaving the page (clears the draft). */
  onSuccess?: () => void;
}

/**
 * Sends a lead once per click: the submitting flag is on while the request runs, success goes to
 * the thank-you page, failure logs the error and shows the destructive notice, leaving every value
 * in place. A filled honeypot ends quietly as a success without calling the webhook.
 */
export function useLeadSubmit({ form, webhookUrl, timeoutMs, successHref, onSuccess }: LeadSubmitOptions) {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const navigate = useNavigate();

  const submit = useCallback(
    async (values: LeadValues, honeypot: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        if (honeypot.trim() === '') await sendLead(webhookUrl, buildLeadPayload(form, values), timeoutMs);
        onSuccess?.();
        navigate(successHref);
      } catch (error) {
        console.error('Lead submission failed:', error);
        enqueueSnackbar(SUBMIT_FAILED_TEXT, { variant: 'error', title: SUBMIT_FAILED_TITLE });
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [form, webhookUrl, timeoutMs, successHref, onSuccess, navigate],
  );

  return { submit, submitting };
}
