import type { Store } from '../shared/store.ts';
import type { RepoConfig } from './git.ts';
import type { Previews } from './previews.ts';

/** Everything a studio's parts share: where content comes from, the store, the log, the settings. */
export interface Studio {
  config: RepoConfig;
  store: Store;
  /** One line per event, never a secret (push credentials, the deploy hook's address). */
  log: (line: string) => void;
  /** POSTed to after each publish (STUDIO_DEPLOY_HOOK), never shown. */
  deployHook?: string;
  /** The site's time zone, for schedules (IANA name). */
  timeZone: string;
  /** The studio's project folder: its node_modules and code serve the drafts. */
  project: string;
  /** Stops the development server of a draft's editor, if one runs (before its worktree goes). */
  closeDraft?: (slug: string) => Promise<void>;
  /** The worktrees previews read: versions kept while viewed recently, a draft's removed once published. */
  previews: Previews;
  /** Runs `job` after every earlier job of the same key has finished: one write at a time per draft. */
  serial: <T>(key: string, job: () => Promise<T>) => Promise<T>;
}

/** A `serial` of its own: a chain of promises per key, dropped when it runs dry. */
export function serialQueue(): Studio['serial'] {
  const tails = new Map<string, Promise<unknown>>();
  return (key, job) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(job, job);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return run;
  };
}
