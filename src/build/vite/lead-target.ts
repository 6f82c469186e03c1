import type { Site } from '../../generated/content-types.ts';

type Leads = Site['leads'];

/** Where the pages of a relay build send their leads: the relay's path on the site itself. */
export const RELAY_PATH = '/api/leads';

/** Whether the site is built for the lead relay: `leads.relay` in site.yaml, or LEAD_RELAY=true. */
export function builtForRelay(leads: Leads, env: NodeJS.ProcessEnv = process.env): boolean {
  return leads.relay || env.LEAD_RELAY === 'true';
}

/**
 * The leads settings the pages are built with. For the relay the forms post to RELAY_PATH, with
 * and without JavaScript, and no webhook address (neither site.yaml's nor LEAD_WEBHOOK_URL, which
 * the relay reads on the server) reaches the built site. Otherwise LEAD_WEBHOOK_URL, when set,
 * replaces the webhook of site.yaml (the static-only mode: the browser posts to the webhook).
 */
export function leadTarget(leads: Leads, env: NodeJS.ProcessEnv = process.env): Leads {
  if (builtForRelay(leads, env)) return { ...leads, relay: true, webhookUrl: RELAY_PATH, formPosts: true };
  const override = env.LEAD_WEBHOOK_URL;
  // Whether the site.yaml webhook takes form posts says nothing about this one.
  return override ? { ...leads, webhookUrl: override, formPosts: env.LEAD_WEBHOOK_FORM_POSTS === 'true' } : leads;
}
