/**
 * The dev server never serves the local lead inbox, wherever LEAD_INBOX_FILE puts it: its file and
 * its folder are in server.fs.deny (src/build/vite/dev-middleware.ts), not only .leads/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { deniedPaths } from '../../src/build/vite/dev-middleware';
import { REPO_DIR } from '../helpers/fixture-site';
import { startDevServer } from '../helpers/vite-config';

describe('the paths the dev server denies', () => {
  const denied = (inbox: string) => deniedPaths('/project', '/project/site', inbox);

  it('the content folder, and the default inbox: .leads/ and its file', () => {
    expect(denied('/project/.leads/inbox.jsonl')).toEqual(
      expect.arrayContaining(['/project/site/**', '/project/.leads/**', '/project/.leads/inbox.jsonl']),
    );
  });

  it('an inbox moved to another folder: that folder and its file', () => {
    expect(denied('/project/data/leads/inbox.jsonl')).toEqual(
      expect.arrayContaining(['/project/data/leads/**', '/project/data/leads/inbox.jsonl']),
    );
    expect(denied('/elsewhere/inbox.jsonl')).toEqual(expect.arrayContaining(['/elsewhere/**', '/elsewhere/inbox.jsonl']));
  });

  it('an inbox at the root, or above it: its file alone, since its folder holds every file of the project', () => {
    for (const inbox of ['/project/inbox.jsonl', '/inbox.jsonl']) {
      expect(denied(inbox)).toContain(inbox);
      expect(denied(inbox).filter((pattern) => pattern.startsWith('/') && pattern.endsWith('/**'))).toEqual(['/project/site/**']);
    }
  });

  it('glob characters in a path stand for themselves', () => {
    expect(denied('/project/leads (new)/inbox.jsonl')).toEqual(
      expect.arrayContaining(['/project/leads \\(new\\)/**', '/project/leads \\(new\\)/inbox.jsonl']),
    );
  });
});

describe('npm run dev with LEAD_INBOX_FILE', () => {
  // Inside the project, where Vite serves files (.cache/ is ignored by git), in a folder whose name is a glob pattern.
  const folder = join(REPO_DIR, '.cache', `moved inbox (${process.pid})`);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses the moved inbox at its address, with ?raw and through /@fs/', async () => {
    const inbox = join(folder, 'inbox.jsonl');
    mkdirSync(folder, { recursive: true });
    writeFileSync(inbox, '{"lead":{"email":"someone@example.com"}}\n');
    vi.stubEnv('LEAD_INBOX_FILE', inbox);
    const { server, base } = await startDevServer({ watch: false });
    try {
      const address = `/${relative(REPO_DIR, inbox).split('\\').join('/')}`;
      for (const path of [address, `${address}?raw`, `/@fs${inbox}`]) {
        const response = await fetch(`${base}${encodeURI(path)}`);
        expect(response.status, path).toBe(403);
        expect(await response.text(), path).not.toContain('someone@example.com');
      }
    } finally {
      await server.close();
    }
  });
});
