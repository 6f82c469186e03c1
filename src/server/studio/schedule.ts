import { accountById } from '../shared/accounts.ts';
import type { Studio } from './context.ts';
import { findDraft } from './drafts.ts';
import { publishDraft } from './publish.ts';
import { wallClock } from './time-zone.ts';

/** Set a draft to publish at `at` (ms), as `by`. */
export function scheduleDraft(studio: Studio, slug: string, at: number, by: number): void {
  studio.store
    .prepare(
      'INSERT INTO schedules (slug, at, by, outcome) VALUES (?, ?, ?, NULL) ON CONFLICT(slug) DO UPDATE SET at = excluded.at, by = excluded.by, outcome = NULL',
    )
    .run(slug, at, by);
  studio.log(`draft "${slug}" scheduled for ${new Date(at).toISOString()}`);
}

export function unscheduleDraft(studio: Studio, slug: string): void {
  studio.store.prepare('DELETE FROM schedules WHERE slug = ?').run(slug);
}

/** What a draft's schedule says, in words. */
export function scheduleWords(studio: Studio, schedule: { at: number; outcome: string | null } | undefined): string | undefined {
  if (!schedule) return undefined;
  return schedule.outcome ?? `publishes at ${wallClock(schedule.at, studio.timeZone)}`;
}

/**
 * Publish every draft whose time has come, each once: its schedule is claimed (outcome "publishing…")
 * before it runs, and says what happened after. `startedAt`: a time before it was missed while the
 * studio was down, and the outcome says so. A claim left by a studio stopped mid-publish runs again.
 */
export async function runDueSchedules(studio: Studio, startedAt?: number, now = Date.now()): Promise<void> {
  const due = studio.store
    .prepare("SELECT slug, at, by FROM schedules WHERE at <= ? AND (outcome IS NULL OR outcome = 'publishing…')")
    .all(now) as {
    slug: string;
    at: number;
    by: number | null;
  }[];
  for (const { slug, at, by } of due) {
    const claimed = studio.store
      .prepare("UPDATE schedules SET outcome = 'publishing…' WHERE slug = ? AND (outcome IS NULL OR outcome = 'publishing…')")
      .run(slug);
    if (claimed.changes !== 1) continue;
    const account = by === null ? undefined : accountById(studio.store, by);
    const missed = startedAt !== undefined && at < startedAt;
    const when = wallClock(at, studio.timeZone);
    let outcome: string;
    if (!account || !findDraft(studio, slug)) outcome = `not published: the person who scheduled it for ${when} no longer has an account`;
    else {
      const result = await publishDraft(studio, slug, account).catch((error: Error) => ({
        ok: false as const,
        stage: 'error',
        message: error.message,
      }));
      const prefix = missed ? `missed at ${when} while the studio was stopped, so ` : '';
      outcome = result.ok
        ? `${prefix}published at ${wallClock(Date.now(), studio.timeZone)} as scheduled for ${when}`
        : `${prefix}not published as scheduled for ${when}: ${'conflicts' in result ? 'the same lines changed on the published site; publish it by hand to choose' : result.message.split('\n')[0]}`;
    }
    studio.store.prepare('UPDATE schedules SET outcome = ? WHERE slug = ?').run(outcome, slug);
    studio.log(`schedule of "${slug}": ${outcome}`);
  }
}

/** Check the schedules every `everyMs` (a second by default); missed ones run at once. Returns a stop function, done once a run under way ends. */
export function startScheduler(studio: Studio, everyMs = 1000): () => Promise<void> {
  const startedAt = Date.now();
  const report = (error: Error) => studio.log(`schedules failed: ${error.message}`);
  let running: Promise<void> = runDueSchedules(studio, startedAt).catch(report);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = running.then(() => runDueSchedules(studio).catch(report)).finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
