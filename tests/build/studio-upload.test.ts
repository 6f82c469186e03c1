import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningStudio } from '../../src/server/studio/server.ts';
import { phonePhoto } from '../helpers/photos.ts';
import { studioSite, type StudioSite } from '../helpers/studio.ts';
import { StudioClient } from '../helpers/studio-client.ts';

/**
 * A photo uploaded in the studio's editor lands in the draft, not on the published site: stored
 * upright and without its location or camera in the draft branch's site/assets, in a commit by the
 * person who uploaded it. The studio works on a site whose origin is a bare repository.
 */
let site: StudioSite;
let running: RunningStudio;
let ann: StudioClient;

beforeAll(async () => {
  site = studioSite();
  const author = await site.account('ann@example.com', 'author', 'Ann Author');
  running = await site.start();
  ann = new StudioClient(running.url);
  expect((await ann.signIn(author.email, author.password)).status).toBe(303);
});

afterAll(() => running?.close());

/** The file's bytes, as the editor's upload sends them (media-client.ts): the body, the name in the query. */
function upload(slug: string, name: string, folder: string, bytes: Buffer): Promise<Response> {
  return fetch(`${running.url}/__edit/api/media/upload?${new URLSearchParams({ name, folder })}`, {
    method: 'POST',
    headers: {
      cookie: ann.cookie(),
      origin: running.url,
      'x-editor-token': `${slug}.${ann.csrf}`,
      'content-type': 'application/octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

const git = (...args: string[]) => site.git(site.repo, ...args).trim();

test('a photo uploaded in a draft is committed to its branch by its author, upright and without location or camera', async () => {
  const created = await ann.post('/__studio/drafts', { title: 'Team photo' });
  const slug = created.headers.get('location')!.split('/').at(-1)!;
  const branch = `studio/${slug}`;
  const before = git('rev-parse', branch);

  const photo = await phonePhoto(600, 400);
  const answer = await upload(slug, 'Team Lobby.JPG', 'team', photo);
  expect(answer.status).toBe(201);
  expect(await answer.json()).toMatchObject({ src: '/assets/team/team-lobby.jpg', reused: false, width: 400, height: 600 });

  expect(git('log', '--format=%an <%ae>|%cn <%ce>', `${before}..${branch}`)).toBe(
    'Ann Author <ann@example.com>|Ann Author <ann@example.com>',
  );
  expect(git('diff', '--name-status', before, branch)).toBe('A\tsite/assets/team/team-lobby.jpg');
  const stored = execFileSync('git', ['show', `${branch}:site/assets/team/team-lobby.jpg`], { cwd: site.repo, maxBuffer: 1 << 24 });
  const facts = await sharp(stored).metadata();
  expect([facts.format, facts.width, facts.height, facts.orientation, facts.exif, facts.xmp, facts.iptc]).toEqual([
    'jpeg',
    400,
    600,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
  expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
  expect(stored.includes(Buffer.from('Acme'))).toBe(false);
  // Not published: main (and its origin) does not have it.
  expect(git('ls-tree', '--name-only', 'main', 'site/assets/team/')).toBe('');

  // The same photo again is the file already stored: nothing new to commit.
  const again = await upload(slug, 'copy of lobby.jpg', 'team', photo);
  expect(again.status).toBe(201);
  expect(await again.json()).toMatchObject({ src: '/assets/team/team-lobby.jpg', reused: true });
  expect(git('rev-list', '--count', `${before}..${branch}`)).toBe('1');
});
