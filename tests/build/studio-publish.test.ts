import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningStudio } from '../../src/server/studio/server.ts';
import { startCaptureServer, type CaptureServer } from '../helpers/capture-server.ts';
import { freePort } from '../helpers/ports.ts';
import { studioSite, type StudioSite } from '../helpers/studio.ts';
import { StudioClient } from '../helpers/studio-client.ts';

/**
 * Publishing for real: drafts as branches of a site whose origin is a bare repository, each publish
 * gated by the site's own `npm run validate` and `npm run build`, then pushed, then the deploy hook
 * called. Two drafts change the same line; a push fails with credentials in the remote's address; an
 * older version of a page is restored as a new draft; a schedule survives a restart.
 */
let site: StudioSite;
let running: RunningStudio;
const logs: string[] = [];
let publisher: StudioClient;
let people: { author: { email: string; password: string }; publisher: { email: string; password: string } };
/** The deploy hook: its address carries a secret, which no answer and no log line may show. */
let hook: CaptureServer;
let hookUrl: string;

const remoteMain = () => site.git(site.remote, 'rev-parse', 'main').trim();
const remoteFile = (file: string) => site.git(site.remote, 'show', `main:${file}`);

async function start(): Promise<void> {
  running = await site.start({ log: (line) => logs.push(line), scheduleEveryMs: 200, deployHook: hookUrl });
}

async function client(who: { email: string; password: string }): Promise<StudioClient> {
  const browser = new StudioClient(running.url);
  expect((await browser.signIn(who.email, who.password)).status).toBe(303);
  return browser;
}

/** A new draft in which `who` sets the title of /about to `title` through the editor API. */
async function draftWithTitle(who: StudioClient, name: string, title: string): Promise<string> {
  const created = await who.post('/__studio/drafts', { title: name });
  const slug = created.headers.get('location')!.split('/').at(-1)!;
  const page = (await (await who.api(slug, 'GET', 'page?route=/about')).json()) as { hash: string };
  const saved = await who.api(slug, 'POST', 'page/ops', {
    route: '/about',
    baseHash: page.hash,
    ops: [{ op: 'set', path: ['title'], value: title }],
  });
  expect(saved.status).toBe(200);
  return slug;
}

beforeAll(async () => {
  const port = await freePort();
  hook = await startCaptureServer(port);
  hookUrl = `http://127.0.0.1:${port}/hooks/deploy-site?token=hook-s3cret`;
  site = studioSite();
  people = {
    author: await site.account('ann@example.com', 'author', 'Ann Author'),
    publisher: await site.account('pat@example.com', 'publisher', 'Pat Publisher'),
  };
  await start();
  publisher = await client(people.publisher);
});

afterAll(async () => {
  await running?.close();
  await hook?.close();
});

test('two drafts change the same line: the second publish names the clash and keeps both versions until the publisher chooses; a failed push keeps the draft and never shows the credentials', async () => {
  const author = await client(people.author);
  const first = await draftWithTitle(author, 'Title from Ann', 'About Ann | AI Smart Vending');
  const second = await draftWithTitle(author, 'Title from Bob', 'About Bob | AI Smart Vending');
  const secondCommit = site.git(site.repo, 'rev-parse', `studio/${second}`).trim();
  expect(site.git(site.repo, 'log', '-1', '--format=%an <%ae>|%s', `studio/${second}`).trim()).toBe(
    'Ann Author <ann@example.com>|about: changed the title',
  );

  const published = await publisher.post(`/__studio/drafts/${first}/publish`);
  const publishedHtml = await published.text();
  expect([published.status, published.status === 200 ? '' : publishedHtml]).toEqual([200, '']);
  expect(remoteFile('site/pages/about.yaml')).toMatch(/^title: About Ann \| AI Smart Vending$/m);
  const afterFirst = remoteMain();
  // The deploy hook was called once, after the push, with what was published; its address is shown nowhere.
  expect(hook.requests.map(({ method, path, body }) => ({ method, path, body: JSON.parse(body) as unknown }))).toEqual([
    { method: 'POST', path: '/hooks/deploy-site?token=hook-s3cret', body: { branch: 'main', commit: afterFirst } },
  ]);
  expect(publishedHtml).toContain('the deploy hook was called');
  expect(publishedHtml).not.toContain('hook-s3cret');

  const clash = await publisher.post(`/__studio/drafts/${second}/publish`);
  expect(clash.status).toBe(409);
  const html = await clash.text();
  expect(html).toContain(
    'about (site/pages/about.yaml), line 1: this draft has &quot;title: About Bob | AI Smart Vending&quot; and the published site now has &quot;title: About Ann | AI Smart Vending&quot;',
  );
  expect(html).toContain('Keep this draft&#x27;s lines and publish');
  // Nothing moved: the published branch has Ann's line, the draft its own commit, its worktree no merge under way.
  expect(remoteMain()).toBe(afterFirst);
  expect(site.git(site.repo, 'rev-parse', `studio/${second}`).trim()).toBe(secondCommit);
  expect(site.git(`${site.data}/drafts/${second}`, 'status', '--porcelain', '--untracked-files=no').trim()).toBe('');

  // A push that fails: the push address carries credentials, which no answer and no log line may show.
  site.git(site.repo, 'remote', 'set-url', '--push', 'origin', 'http://studio-bot:s3cret-token@127.0.0.1:9/site.git');
  const failedPush = await publisher.post(`/__studio/drafts/${second}/publish`, { keep: 'draft' });
  const failedHtml = await failedPush.text();
  expect(failedPush.status).toBe(502);
  expect(failedHtml).toContain('the push to origin/main failed; the draft is kept as it was');
  expect(failedHtml).not.toContain('s3cret-token');
  expect(logs.join('\n')).not.toContain('s3cret-token');
  expect(hook.requests).toHaveLength(1);
  expect(remoteMain()).toBe(afterFirst);
  expect(site.git(site.repo, 'log', '--format=%H', `studio/${second}`)).toContain(secondCommit);

  site.git(site.repo, 'remote', 'set-url', '--delete', '--push', 'origin', 'http://studio-bot:s3cret-token@127.0.0.1:9/site.git');
  const kept = await publisher.post(`/__studio/drafts/${second}/publish`, { keep: 'draft' });
  expect(kept.status).toBe(200);
  expect(remoteFile('site/pages/about.yaml')).toMatch(/^title: About Bob \| AI Smart Vending$/m);
  // Both versions stay in the published history.
  const history = site.git(site.remote, 'log', '--format=%H', 'main');
  expect(history).toContain(afterFirst);
  expect(history).toContain(secondCommit);
  expect(hook.requests).toHaveLength(2);
  expect(logs.join('\n')).not.toContain('hook-s3cret');
}, 240_000);

test("History: a page's published versions with who and what, any of them shown, and an older one restored as a new draft", async () => {
  const author = await client(people.author);
  // The first version of /about, before the publishes above.
  const versions = site.git(site.remote, 'log', '--format=%H', 'main', '--', 'site/pages/about.yaml').trim().split('\n');
  const oldest = versions.at(-1)!;
  expect(versions.length).toBeGreaterThanOrEqual(2);
  const { html } = await author.page('/__studio/history?route=/about');
  expect(html).toContain('Ann Author &lt;ann@example.com&gt;');
  expect(html).toContain('about: changed the title');
  expect(html).toContain(`/__studio/view/v.${oldest}/about`);
  const shown = await author.get(`/__studio/view/v.${oldest}/about`);
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain('<title>About Us | AI Smart Vending</title>');

  const restored = await author.post('/__studio/history/restore', { commit: oldest, route: '/about' });
  expect(restored.status).toBe(303);
  const slug = restored.headers.get('location')!.split('/').at(-1)!;
  const branch = `studio/${slug}`;
  expect(site.git(site.repo, 'show', `${branch}:site/pages/about.yaml`)).toBe(
    site.git(site.repo, 'show', `${oldest}:site/pages/about.yaml`),
  );
  expect(site.git(site.repo, 'log', '-1', '--format=%an <%ae>|%s', branch).trim()).toMatch(
    /^Ann Author <ann@example\.com>\|about: restored the version of .+ by Site Owner <owner@example\.com>$/,
  );
  // One commit on top of the published branch, touching that page alone.
  expect(site.git(site.repo, 'rev-list', '--count', `origin/main..${branch}`).trim()).toBe('1');
  expect(site.git(site.repo, 'diff', '--name-only', `origin/main...${branch}`).trim()).toBe('site/pages/about.yaml');
  const review = await author.page(`/__studio/drafts/${slug}`);
  expect(review.html).toContain('Restore /about to');
});

test('a draft that fails validation is refused with the messages, and the published branch does not move', async () => {
  const author = await client(people.author);
  const created = await author.post('/__studio/drafts', { title: 'Broken' });
  const slug = created.headers.get('location')!.split('/').at(-1)!;
  const page = (await (await author.api(slug, 'GET', 'page?route=/about')).json()) as { hash: string };
  const saved = await author.api(slug, 'POST', 'page/ops', {
    route: '/about',
    baseHash: page.hash,
    ops: [{ op: 'set', path: ['sections', 0, 'type'], value: 'no-such-section' }],
  });
  expect(saved.status).toBe(200);
  const before = remoteMain();
  const refused = await publisher.post(`/__studio/drafts/${slug}/publish`);
  expect(refused.status).toBe(422);
  const html = await refused.text();
  expect(html).toContain('Not published: npm run validate found errors');
  expect(html).toContain('site/pages/about.yaml:4');
  expect(remoteMain()).toBe(before);
}, 120_000);

test('a schedule a few seconds ahead publishes once, also when the studio was stopped in between', async () => {
  const author = await client(people.author);
  const slug = await draftWithTitle(author, 'Scheduled title', 'About Later | AI Smart Vending');
  const at = new Date(Date.now() + 2000);
  // The form's wall-clock time in the site's zone (Europe/Berlin), to the second.
  const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'medium' })
    .format(at)
    .replace(' ', 'T');
  expect((await publisher.post(`/__studio/drafts/${slug}/schedule`, { at: wall })).status).toBe(303);
  const before = remoteMain();
  await running.close();
  // Stopped past the time: the next start publishes it, once, and says it was missed.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now() + 200)));
  await start();
  // A publish runs the site's validate and build: minutes on a busy machine.
  const deadline = Date.now() + 300_000;
  while (remoteMain() === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  expect(remoteFile('site/pages/about.yaml')).toMatch(/^title: About Later \| AI Smart Vending$/m);
  const afterPublish = remoteMain();
  publisher = await client(people.publisher);
  let html = '';
  // The outcome is written once the publish is done (after the push, the deploy hook).
  while (!/published at/.test(html) && Date.now() < deadline) html = (await publisher.page(`/__studio/drafts/${slug}`)).html;
  expect(html).toMatch(/missed at .* while the studio was stopped, so published at/);
  // Once: neither the running scheduler nor another restart publishes it again.
  await running.close();
  await start();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(remoteMain()).toBe(afterPublish);
  expect(
    site
      .git(site.remote, 'log', '--format=%s', `${before}..main`)
      .split('\n')
      .filter((line) => line === 'about: changed the title'),
  ).toHaveLength(1);
}, 480_000);
