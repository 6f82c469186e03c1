/** Why a lead did not arrive. */
export class LeadError extends Error {
  constructor(
    message: string,
    readonly reason: 'status' | 'redirect' | 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'LeadError';
  }
}

/**
 * The one outgoing call of the site: POST the lead as JSON to the webhook. Resolves on a 2xx answer
 * only; rejects with a LeadError on a redirect, any other status, a network failure or no answer
 * within `timeoutMs` (site.yaml `leads.timeoutMs`). `headers` go with it (the relay's, relay-proof.ts);
 * the body is always exactly the lead.
 *
 * Redirects are not followed (`redirect: 'manual'`) and count as a failure. Followed, a 301, 302 or
 * 303 turns the POST into a GET without the body: the lead is lost while the final page answers 200,
 * and the visitor would be told it was sent. A browser cannot tell those from a 307 or 308 (which
 * re-send the body) after following, because it only sees the last answer; and in manual mode it
 * hides the status of every redirect (an "opaqueredirect" response with status 0). So every 3xx is
 * a failure: the webhook that answered it did not accept the lead. The visitor gets the usual notice
 * and keeps every value, the console names the redirect, and a moved webhook is fixed by building
 * with its new address (LEAD_WEBHOOK_URL). Refusing a 307 too never tells a visitor that a lost lead
 * was sent and never sends one twice; following it would send the lead to an address nobody chose.
 */
export async function sendLead(
  url: string,
  payload: Record<string, string>,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'manual',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new LeadError(`No answer from ${url} within ${timeoutMs} ms`, 'timeout');
    throw new LeadError(`Could not reach ${url}: ${(error as Error).message}`, 'network');
  } finally {
    clearTimeout(timer);
  }
  // No field of the answer is used (SPEC §7): let the connection go.
  response.body?.cancel().catch(() => undefined);
  // In a browser a redirect arrives as type "opaqueredirect" with status 0; in Node as the 3xx itself.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    const status = response.status ? `${response.status} ` : '';
    throw new LeadError(`${url} answered ${status}with a redirect, so it did not accept the lead (redirects are not followed)`, 'redirect');
  }
  if (!response.ok) throw new LeadError(`${url} answered ${response.status} ${response.statusText}`.trim(), 'status');
}
