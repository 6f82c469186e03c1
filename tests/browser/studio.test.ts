import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStudio } from '../../src/server/studio/server.ts';
import { launchBrowser } from '../helpers/browser';
import * as ui from '../helpers/editor-browser';
import { studioSite, type StudioSite } from '../helpers/studio.ts';

/**
 * The studio end to end, in Chromium, on a site whose origin is a bare repository: an admin adds an
 * author and a publisher; the author signs in through her link, drafts, adds a section to /about,
 * moves one, changes the phone number in site.yaml and proposes; the publisher sees both files'
 * lines and the pages before and after, and publishes. The remote then has her commits, and exactly
 * those lines, every comment kept.
 */
let site: StudioSite;
let running: RunningStudio;
let browser: Browser;
let base: string;
const OLD_PHONE = '(214) 555-0142';
const NEW_PHONE = '(214) 555-0199';

beforeAll(async () => {
  site = studioSite();
  running = await site.start();
  base = running.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await running?.close();
});

async function newPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  page.setDefaultTimeout(60_000);
  return page;
}

/** The link the accounts screen shows once for `email`, after adding the person. */
async function addPerson(admin: Page, email: string, name: string, role: string): Promise<string> {
  await admin.getByLabel('E-mail').fill(email);
  await admin.getByLabel('Name (it signs their changes)').fill(name);
  await admin.getByLabel('Role').selectOption(role);
  await admin.getByRole('button', { name: 'Add and make a sign-in link' }).click();
  const link = admin.getByRole('status').getByRole('link');
  return (await link.getAttribute('href'))!;
}

async function chooseThePassword(link: string, password: string): Promise<Page> {
  const page = await newPage();
  await page.goto(link);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save the password and sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Changes' }).waitFor();
  return page;
}

describe('the studio', () => {
  it('takes a change from an author through review to the published branch, with her name on the exact lines', async () => {
    const admin = await site.account('ada@example.com', 'admin', 'Ada Admin');
    const before = site.git(site.remote, 'rev-parse', 'main').trim();

    // The admin signs in and adds the two people; each gets a one-time link.
    const adminPage = await newPage();
    await adminPage.goto(`${base}/`);
    await adminPage.getByLabel('E-mail').fill(admin.email);
    await adminPage.getByLabel('Password').fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.getByRole('link', { name: 'Accounts' }).click();
    const authorLink = await addPerson(adminPage, 'ann@example.com', 'Ann Author', 'author');
    const publisherLink = await addPerson(adminPage, 'pat@example.com', 'Pat Publisher', 'publisher');
    expect(authorLink).toMatch(new RegExp(`^${base}/__studio/welcome/[\\w-]{43}$`));

    // The author: her link, a password, a draft.
    const author = await chooseThePassword(authorLink, 'spring is coming to the office');
    await author.getByLabel('What the change is about').fill('Spring campaign pages');
    await author.getByRole('button', { name: 'Create the draft' }).click();
    await author.getByRole('heading', { level: 1, name: 'Spring campaign pages' }).waitFor();

    // In the editor: /about gets a steps section after Our Values (benefits), then Our Mission moves below Our Values.
    await author.getByRole('link', { name: 'Edit pages in this draft' }).click();
    await author.getByRole('table').first().waitFor({ timeout: 110_000 });
    await author.getByRole('link', { name: '/about', exact: true }).click();
    await author.getByRole('heading', { level: 1, name: /Editing \/about/ }).waitFor();
    await ui.previewShows(author, ['Refreshment, Reinvented', 'Our Mission', 'Our Values', "Let's Work Together"], 60_000);
    await author.getByRole('button', { name: 'Add section' }).click();
    const dialog = author.getByRole('dialog', { name: 'Add a section' });
    await dialog.getByLabel('Section type').selectOption('steps');
    await dialog.getByLabel('Position').selectOption({ index: 3 });
    await dialog.getByRole('button', { name: 'Add section' }).click();
    await ui.outlineButton(author, 4, /^4\. Steps/).waitFor();
    const handle = ui.outlineButton(author, 2, /^Drag to reorder/);
    await handle.focus();
    const live = author.locator('[id^="DndLiveRegion"]');
    for (const [key, said] of [
      ['Space', /Picked up|over position 2/],
      ['ArrowDown', /over position 3/],
      ['Space', /was dropped/],
    ] as const) {
      await author.keyboard.press(key);
      await expect.poll(() => live.textContent(), { timeout: 10_000 }).toMatch(said);
      await author.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    }
    await ui.outlineButton(author, 3, /^3\. Text and picture/).waitFor();
    await ui.previewShows(author, ['Refreshment, Reinvented', 'Our Values', 'Our Mission', 'Tap, Grab, Go', "Let's Work Together"], 30_000);

    // site.yaml: the company's phone number, in the editor's form of the site settings, in this draft.
    await author.getByRole('link', { name: "Back to this draft's changes" }).click();
    await author.getByRole('link', { name: 'Edit site settings and data' }).click();
    await author.getByRole('navigation', { name: 'Parts of Site settings' }).getByRole('button', { name: 'Contact' }).click();
    await author.getByRole('textbox', { name: /^Phone/ }).fill(NEW_PHONE);
    await author.keyboard.press('Tab');
    const slug = new URL(author.url()).pathname.split('/')[2]!;
    await expect
      .poll(() => site.git(site.repo, 'log', '-1', '--format=%s', `studio/${slug}`).trim(), { timeout: 30_000 })
      .toBe('site: changed contact › phone');
    await author.getByRole('link', { name: "Back to this draft's changes" }).click();
    await author.getByRole('button', { name: 'Propose for review' }).click();
    await author
      .getByText(/ready for review/)
      .first()
      .waitFor();
    // Authors never publish: there is no button, and the server refuses the post (tests/build/studio-security.test.ts).
    expect(await author.getByRole('button', { name: 'Publish' }).count()).toBe(0);

    // The publisher: the Changes list, then both files' lines and the pages before and after.
    const publisher = await chooseThePassword(publisherLink, 'review before it goes live');
    const row = publisher.getByRole('row', { name: /Spring campaign pages/ });
    await expect(row.innerText()).resolves.toMatch(/Ann Author\s+Ready for review\s+about, site\s+Valid/);
    await row.getByRole('link', { name: 'Spring campaign pages' }).click();
    const about = publisher.getByRole('region', { name: 'about' });
    await expect(about.locator('.add').allInnerTexts()).resolves.toContain('+  - type: steps');
    const siteFile = publisher.getByRole('region', { name: 'site' });
    await expect(siteFile.locator('.del').allInnerTexts()).resolves.toEqual([`-  phone: ${OLD_PHONE}`]);
    await expect(siteFile.locator('.add').allInnerTexts()).resolves.toEqual([`+  phone: ${NEW_PHONE}`]);
    const beforeFrame = publisher.frameLocator('iframe[title="about before"]');
    const afterFrame = publisher.frameLocator('iframe[title="about after"]');
    await expect(beforeFrame.locator('main > *').count()).resolves.toBe(4);
    await expect(afterFrame.locator('main > *').count()).resolves.toBe(5);
    await expect(afterFrame.locator('main').innerText()).resolves.toContain('Tap, Grab, Go');
    await expect(afterFrame.locator('body').innerText()).resolves.toContain(NEW_PHONE);
    // The answer comes once validate, build, merge and push are done: a minute or more on a busy machine.
    await publisher.getByRole('button', { name: 'Publish', exact: true }).click({ timeout: 300_000 });
    await publisher.getByText(/^Published: origin\/main is now [0-9a-f]{10}\./).waitFor({ timeout: 300_000 });

    // The remote: her commits, exactly her lines, every comment of the touched files kept.
    const after = site.git(site.remote, 'rev-parse', 'main').trim();
    const authors = site.git(site.remote, 'log', '--no-merges', '--format=%an <%ae>|%s', `${before}..${after}`).trim().split('\n');
    expect(authors).toEqual([
      'Ann Author <ann@example.com>|site: changed contact › phone',
      'Ann Author <ann@example.com>|about: moved Our Mission above Tap, Grab, Go',
      'Ann Author <ann@example.com>|about: added Tap, Grab, Go',
    ]);
    const changed = site
      .git(site.remote, 'diff', '--numstat', before, after)
      .trim()
      .split('\n')
      .map((line) => line.split('\t').slice(2).join(''));
    expect(changed.sort()).toEqual(['site/pages/about.yaml', 'site/site.yaml']);
    const siteDiff = site.git(site.remote, 'diff', '-U0', before, after, '--', 'site/site.yaml');
    expect(siteDiff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toEqual([`-  phone: ${OLD_PHONE}`, `+  phone: ${NEW_PHONE}`]);
    for (const file of ['site/pages/about.yaml', 'site/site.yaml']) {
      const comments = (rev: string) =>
        site
          .git(site.remote, 'show', `${rev}:${file}`)
          .split('\n')
          .filter((line) => line.trimStart().startsWith('#'));
      expect(comments(after)).toEqual(comments(before));
    }
    const aboutAfter = site.git(site.remote, 'show', `${after}:site/pages/about.yaml`);
    expect(ui.typesIn(aboutAfter)).toEqual(['hero', 'benefits', 'text', 'steps', 'cta']);
    // The lines of the page that were not moved or added are as they were.
    const aboutBefore = readFileSync(join(site.repo, 'site/pages/about.yaml'), 'utf8');
    expect(aboutAfter.split('\n').slice(0, 8)).toEqual(aboutBefore.split('\n').slice(0, 8));
    // The publish built exactly the commit it pushed (npm run validate and npm run build of the site).
    expect(running.studio.store.prepare('SELECT 1 FROM passed WHERE commit_id = ?').get(after)).toBeDefined();
  }, 600_000);
  let tabAttempts = 0;
  it('keeps each tab on the draft its address names: two drafts open at once each preview their own', async () => {
    const person = await site.account('tia@example.com', 'author', 'Tia Tabs');
    // A run again (a retry) makes drafts of its own: the first attempt's are still there.
    const n = ++tabAttempts;
    const [slugOne, slugTwo] = [`tab-one-${n}`, `tab-two-${n}`];
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const [one, two] = [await context.newPage(), await context.newPage()];
    for (const tab of [one, two]) tab.setDefaultTimeout(60_000);
    await one.goto(`${base}/__studio/sign-in`);
    await one.getByLabel('E-mail').fill(person.email);
    await one.getByLabel('Password').fill(person.password);
    await one.getByRole('button', { name: 'Sign in' }).click();
    for (const name of [`Tab one ${n}`, `Tab two ${n}`]) {
      await one.goto(`${base}/__studio`);
      await one.getByLabel('What the change is about').fill(name);
      await one.getByRole('button', { name: 'Create the draft' }).click();
      await one.getByRole('heading', { level: 1, name }).waitFor();
    }
    const title = (tab: Page) =>
      tab.locator(':is(input, textarea)[data-path="sections.0.title"], [data-path="sections.0.title"] :is(input, textarea)').first();
    // Tab one opens its draft, then tab two opens the other: the draft opened last.
    await one.goto(`${base}/__draft/${slugOne}/__edit/about?section=1`);
    await title(one).waitFor({ timeout: 110_000 });
    await two.goto(`${base}/__draft/${slugTwo}/__edit/about?section=1`);
    await title(two).waitFor({ timeout: 110_000 });
    await title(one).fill('Refreshment in tab one');
    await one.keyboard.press('Tab');
    await ui.preview(one).getByRole('heading', { name: 'Refreshment in tab one' }).waitFor({ timeout: 30_000 });
    // Reloaded, tab one is still its draft, editor and preview; tab two never showed the other's change.
    await one.reload();
    await one.getByText(`Draft “Tab one ${n}”`).waitFor();
    await ui.preview(one).getByRole('heading', { name: 'Refreshment in tab one' }).waitFor({ timeout: 60_000 });
    await two.reload();
    await two.getByText(`Draft “Tab two ${n}”`).waitFor();
    await ui.preview(two).getByRole('heading', { name: 'Refreshment, Reinvented' }).waitFor({ timeout: 60_000 });
    expect(await ui.preview(two).getByText('Refreshment in tab one').count()).toBe(0);
    expect(site.git(site.repo, 'log', '-1', '--format=%an|%s', `studio/${slugOne}`).trim()).toBe(
      'Tia Tabs|about: changed Refreshment in tab one (title)',
    );
    expect(site.git(site.repo, 'rev-list', '--count', `origin/main..studio/${slugTwo}`).trim()).toBe('0');
    // A picture or a link of a draft's page names a site address: it is that draft's, found by the page that asked.
    const referer = `${base}/__draft/${slugTwo}/about`;
    const picture = await context.request.get(`${base}/assets/logo.svg`, { headers: { referer } });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const link = await context.request.get(`${base}/contact`, { headers: { referer, 'sec-fetch-mode': 'navigate' }, maxRedirects: 0 });
    expect([link.status(), link.headers()['location']]).toEqual([303, `/__draft/${slugTwo}/contact`]);
    expect((await context.request.get(`${base}/assets/logo.svg`)).status()).toBe(404);
    await context.close();
  }, 300_000);
});
