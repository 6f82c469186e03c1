import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountByEmail, addAccount, choosePassword, removeAccount, type Role } from '../../src/server/shared/accounts.ts';
import { openStore } from '../../src/server/shared/store.ts';
import { startStudio, type RunningStudio, type StudioOptions } from '../../src/server/studio/server.ts';
import { gitAs, studioSiteIn } from '../../bench/studio-site.ts';
import { temporaryFolder } from './temporary.ts';

/** The project folder: its code and node_modules serve the studio's drafts. */
export const PROJECT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface StudioSite {
  /** The bare repository that plays the remote (origin). */
  remote: string;
  /** The site's working copy the studio works from. */
  repo: string;
  /** The studio's data folder. */
  data: string;
  git: (cwd: string, ...args: string[]) => string;
  /** Start a studio on this site (port 0 on 127.0.0.1); stopped by the caller. */
  start(options?: Partial<StudioOptions>): Promise<RunningStudio>;
  /** An account with a password, straight in the store (the tests of sign-in links make theirs through the UI). */
  account(email: string, role: Role, name?: string): Promise<{ email: string; password: string }>;
}

/**
 * A site as the studio meets it: the project's committed files (without tests and benchmarks) in a
 * git working copy whose origin is a bare repository in a temporary folder, main pushed there.
 */
export function studioSite(): StudioSite {
  const { repo, remote, data } = studioSiteIn(temporaryFolder('studio-'), PROJECT);
  return {
    remote,
    repo,
    data,
    git: gitAs,
    start: (options = {}) =>
      startStudio({
        repo,
        remote: 'origin',
        branch: 'main',
        data,
        host: '127.0.0.1',
        port: 0,
        trustProxy: false,
        timeZone: 'Europe/Berlin',
        project: PROJECT,
        log: () => undefined,
        ...options,
      }),
    async account(email, role, name = email.split('@')[0]!) {
      const store = openStore(data);
      try {
        // A test run again (a retry) finds the account of its first attempt: it starts from a new one.
        const earlier = accountByEmail(store, email);
        if (earlier) removeAccount(store, earlier.id);
        const { token } = addAccount(store, { email, name, role });
        const password = `a long password for ${email}`;
        await choosePassword(store, token, password);
        return { email, password };
      } finally {
        store.close();
      }
    },
  };
}
