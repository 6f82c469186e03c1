/** Why a lead did not arrive. */
export class LeadError extends Error {
  constructor(
    message: string,
    readonly reason: 'status' | 'network' | 'timeout',
  ) {
    super(message);
    this.name = 'LeadError';
  }
}

export const LEAD_TIMEOUT_MS = 15_000;

/**
 * The one outgoing call of the site: POST the lead as JSON to the webhook. Resolves on a 2xx answer;
 * rejects with a LeadError on any other status, a network failure or no answer within the timeout.
 */
export async function sendLead(url: string, payload: Record<string, string>, timeoutMs = LEAD_TIMEOUT_MS): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted) throw new LeadError(`No answer from ${url} within ${timeoutMs} ms`, 'timeout');
    throw new LeadError(`Could not reach ${url}: ${(error as Error).message}`, 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new LeadError(`${url} answered ${response.status} ${response.statusText}`.trim(), 'status');
}
