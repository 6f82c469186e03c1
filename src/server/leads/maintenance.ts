import type { RelayConfig } from './config.ts';
import type { Log } from './log.ts';
import type { LeadStore } from './store/lead-store.ts';

const DAY_MS = 86_400_000;

/**
 * Raise one alert for the leads still undelivered `alertAfterMs` after they arrived (a log line,
 * and a POST to the alert webhook when one is set); each lead is alerted once, again after a resend.
 */
export async function alertOverdue(
  store: LeadStore,
  config: Pick<RelayConfig, 'alertAfterMs' | 'alertWebhookUrl'>,
  log: Log,
  now = Date.now(),
) {
  const late = await store.takeOverdue(now - config.alertAfterMs);
  if (late.length === 0) return 0;
  const minutes = Math.round(config.alertAfterMs / 60_000);
  const text = `${late.length} lead${late.length === 1 ? ' has' : 's have'} not reached the webhook for more than ${minutes} minutes (last error: ${late.at(-1)!.lastError ?? 'none'}). See the lead inbox.`;
  log.error('alert.undelivered', { text, ids: late.map((lead) => lead.id) });
  if (config.alertWebhookUrl)
    await fetch(config.alertWebhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: Error) => log.error('alert.webhook-failed', { error: error.message }));
  return late.length;
}

/** Delete delivered and spam leads older than the retention period; the number deleted. */
export async function applyRetention(store: LeadStore, retentionDays: number, log: Log, now = Date.now()) {
  if (retentionDays === 0) return 0;
  const deleted = await store.deleteOld(now - retentionDays * DAY_MS);
  if (deleted) log.info('retention.deleted', { deleted, olderThanDays: retentionDays });
  return deleted;
}
