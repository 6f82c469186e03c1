/**
 * The browser page editor on the dev server (/__edit), in Chromium, on a copy of the minimal fixture: each step checks
 * the file on disk and the live preview, and axe on the editor. It needs the dev server's editor API (src/build/editor);
 * EDITOR_FAKE_API=1 runs it against the fake of tests/helpers/editor-fake-api.ts instead.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectProblems, launchBrowser } from '../helpers/browser';
import * as ui from '../helpers/editor-browser';
import { temporaryFolder } from '../helpers/temporary';

// A folder inside the temporary one: the content cache goes next to it (<folder>/.cache), and goes with it.
const site = join(temporaryFolder('site-editor-'), 'site');
cpSync('tests/fixtures/valid/minimal', site, { recursive: true });
const home = join(site, 'pages/index.yaml');
let server: ViteDevServer;
let browser: Browser;
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let page: Page;
let base: string;
let problems: string[];

beforeAll(async () => {
  ({ server, base } = await ui.startEditorServer(site, process.env.EDITOR_FAKE_API === '1'));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  // The dev server compiles the editor (and pre-bundles its dependencies) on the first visit: that
  // happens here, and steps on a busy machine may take longer than Playwright's 30 s default.
  page.setDefaultTimeout(60_000);
  await page.goto(`${base}/__edit`);
  // On a fresh clone that first compile also bundles the media library's and the data forms' code.
  await page.getByRole('table').first().waitFor({ timeout: 230_000 });
  problems = collectProblems(page);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.SITE_DIR;
});

const outlineHandle = (position: number) => ui.outlineButton(page, position, /^Drag to reorder/);
const select = (position: number) => ui.outlineButton(page, position, new RegExp(`^${position}\\. `)).click();
const FOUR = ['hero', 'benefits', 'steps', 'testimonials'];

/** In the YAML tab, type `typed` at the end of the line that shows `line`, then Ctrl+S. */
async function saveInYamlTab(line: string, typed: string) {
  await page.getByRole('tab', { name: 'YAML' }).click();
  await page.locator('[data-yaml-editor]').getByText(line).click();
  await page.keyboard.press('End');
  await page.keyboard.type(typed);
  await page.keyboard.press('Control+s');
}

describe('the page editor (/__edit)', () => {
  it('lists every page with its title, size and health, searches them, and opens one', async () => {
    await page.goto(`${base}/__edit`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    await expect(page.locator('tr[data-route="/"]').innerText()).resolves.toMatch(/Fixture Home\s+3\s+Valid/);
    await page.getByLabel('Search pages').fill('contact');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await ui.axeViolations(page)).toEqual([]);
    await page.getByLabel('Search pages').fill('');
    await page.getByRole('link', { name: '/', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /Editing \// }).waitFor();
    await ui.previewShows(page, ['Tap, Grab & Go', 'How It Works', 'Quotes']);
    expect(await ui.axeViolations(page)).toEqual([]);
  });

  it('moves a section below the next one by dragging it with the mouse', async () => {
    await ui.dragBelow(page, outlineHandle(2), ui.outlineEntry(page, 3));
    expect(ui.typesIn(await ui.fileWhere(home, (text) => ui.typesIn(text)[1] === 'testimonials'))).toEqual([
      'hero',
      'testimonials',
      'steps',
    ]);
    await ui.previewShows(page, ['Tap, Grab & Go', 'Quotes', 'How It Works']);
  });

  it('moves it back with the keyboard (Space, ArrowDown, Space) and announces each step', async () => {
    // The outline shows the order the drag left (testimonials second) before its handle is taken.
    await ui.outlineButton(page, 2, /^2\. Customer quotes/).waitFor();
    await outlineHandle(2).focus();
    // Each key once the outline has announced what the one before did (a busy machine is slow to answer).
    const live = page.locator('[id^="DndLiveRegion"]');
    for (const [key, said] of [
      ['Space', /Picked up|over position 2/],
      ['ArrowDown', /over position 3/],
      ['Space', /was dropped/],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(() => live.textContent(), { timeout: 10_000 }).toMatch(said);
      // The outline listens for the arrows from the task after the pick-up (dnd-kit's KeyboardSensor
      // adds its listener with setTimeout), and Chromium runs a key press before a waiting timer: a
      // task queued now runs after that one.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    }
    expect(ui.typesIn(await ui.fileWhere(home, (text) => ui.typesIn(text)[1] === 'steps'))).toEqual(['hero', 'steps', 'testimonials']);
    await ui.previewShows(page, ['Tap, Grab & Go', 'How It Works', 'Quotes']);
    await expect(page.locator('[id^="DndLiveRegion"]').textContent()).resolves.toMatch(/was dropped at position 3 of 3/);
    // The focus is on the handle of the section moved, at its new place, after the server answered too.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toMatch(/^Drag to reorder 3\. Customer quotes/);
  });

  it('writes an edited title as one change of one line', async () => {
    const before = readFileSync(home, 'utf8');
    await select(1);
    await page.getByRole('textbox', { name: /^Title/ }).fill('Fresh Headline');
    await page.keyboard.press('Tab');
    const after = await ui.fileWhere(home, (text) => text.includes('title: Fresh Headline'));
    expect(after).toBe(before.replace('title: Tap, Grab & Go', 'title: Fresh Headline'));
    await ui.previewShows(page, ['Fresh Headline', 'How It Works', 'Quotes']);
  });

  it('selects the section clicked in the preview', async () => {
    await ui.preview(page).getByRole('heading', { name: 'Quotes' }).click();
    await page.getByRole('heading', { name: 'Section 3: Customer quotes' }).waitFor();
    await expect(ui.outlineEntry(page, 3).locator('[aria-current="true"]').textContent()).resolves.toMatch(/^3\. Customer quotes/);
  });

  it('adds a benefits section after the hero from its schema example, leaving out a link to a page the site lacks', async () => {
    await page.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await dialog.getByLabel('Section type').selectOption('benefits');
    await dialog.getByLabel('Position').selectOption({ label: 'After 1. Opening banner: Fresh Headline' });
    expect(await ui.axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add section' }).click();
    const added = await ui.fileWhere(home, (text) => text.includes('type: benefits'));
    expect(ui.typesIn(added)).toEqual(FOUR);
    // The example's third card links to /products, which this site lacks: that optional link is left out.
    expect(added).toContain('title: Flexible Payments');
    expect(added).not.toContain('/products');
    await page.getByRole('heading', { name: 'Section 2: Benefits' }).waitFor();
    await ui.previewShows(page, ['Fresh Headline', 'Why Choose Smart Vending', 'How It Works', 'Quotes']);
    expect(await ui.axeViolations(page)).toEqual([]);
  });

  it('a link to a missing page: its issue on the field; the preview keeps the last version, the message on request', async () => {
    // Add link starts blank (nothing of the schema's example): its words and a page the site lacks are typed.
    await ui.field(page, 'sections.1.items.2').getByRole('button', { name: 'Add link' }).click();
    await ui.fileWhere(home, (text) => /link:\n\s+label: ""\n\s+href: ""/.test(text));
    await page.locator('input[data-path="sections.1.items.2.link.label"]').fill('View Models');
    await page.locator('input[data-path="sections.1.items.2.link.href"]').fill('/products');
    await page.keyboard.press('Tab');
    const link = ui.field(page, 'sections.1.items.2.link');
    await link.locator('[data-field-issues]').getByText('"/products" goes to no page').waitFor({ timeout: 15_000 });
    const overlay = ui.preview(page).locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 15_000 });
    // Under the hidden message, the page as it last worked, which the editor's own list explains.
    await expect.poll(() => overlay.isVisible()).toBe(false);
    await ui.previewShows(page, ['Fresh Headline', 'Why Choose Smart Vending', 'How It Works', 'Quotes']);
    const show = page.getByRole('button', { name: "Show the dev server's message" });
    await show.click();
    await expect.poll(() => overlay.isVisible()).toBe(true);
    await expect(show.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await ui.axeViolations(page)).toEqual([]);
    await show.click();
    await expect.poll(() => overlay.isVisible()).toBe(false);
  });

  it('picks a link target: a page of the site and a section on it', async () => {
    await ui
      .field(page, 'sections.1.items.2.link')
      .getByRole('button', { name: 'Goes to: choose a page, or the company phone or e-mail' })
      .click();
    const dialog = page.getByRole('dialog', { name: /^Where it goes/ });
    // It opens where typing goes: its first field, not its Close button.
    await expect(dialog.getByLabel('Page', { exact: true }).evaluate((field) => field === document.activeElement)).resolves.toBe(true);
    await dialog.getByLabel('Page', { exact: true }).selectOption('/contact');
    await dialog.getByLabel('Section on that page').selectOption('form');
    expect(await ui.axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use this link' }).click();
    await ui.fileWhere(home, (text) => /label: View Models\n\s+href: \/contact#form/.test(text));
    await ui.previewShows(page, ['Fresh Headline', 'Why Choose Smart Vending', 'How It Works', 'Quotes']);
    await ui.preview(page).locator('main a[href="/contact#form"]', { hasText: 'View Models' }).waitFor();
    // The field's issue goes once the editor has the page's new issues, which may come after the preview's update.
    await expect.poll(() => page.locator('[data-path="sections.1.items.2.link"] [data-field-issues]').count(), { timeout: 10_000 }).toBe(0);
  });

  it('picks a picture for the hero from the published files, its size left to the file', async () => {
    await select(1);
    await page.getByRole('button', { name: 'Add media' }).click();
    const poster = ui.field(page, 'sections.0.media.poster');
    await poster.getByRole('button', { name: /^Choose file for/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Choose a file/ });
    await dialog.getByLabel('Find a file by name').fill('pro-model');
    expect(await ui.axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /machines\/pro-model\.svg/ }).click();
    const text = await ui.fileWhere(home, (content) => content.includes('src: /assets/machines/pro-model.svg'));
    // The file's width and height are not written: the loader reads them from the file.
    expect(text).toMatch(/poster:\n\s+src: \/assets\/machines\/pro-model\.svg\n\s+alt: .*\n(?!\s+(width|height):)/);
    // Nothing of the schema's example came with Add media: no sample video, no alt text of another page.
    expect(text).not.toContain('video:');
    expect(text).not.toContain('break room');
    // Its alt text is the page's own, written here (until then its field says what is missing).
    await page.locator('input[data-path="sections.0.media.poster.alt"]').fill('The Pro model in a lobby');
    await page.keyboard.press('Tab');
    await ui.fileWhere(home, (content) => content.includes('alt: The Pro model in a lobby'));
    await ui.preview(page).locator('main img[src="/assets/machines/pro-model.svg"]').waitFor({ timeout: 15_000 });
  });

  it('deletes a section and undoes it with Ctrl+Z, back to the same text', async () => {
    const before = readFileSync(home, 'utf8');
    await ui.outlineButton(page, 4, /^Delete 4\. Customer quotes/).click();
    await ui.fileWhere(home, (text) => !text.includes('type: testimonials'));
    await ui.previewShows(page, ['Fresh Headline', 'Why Choose Smart Vending', 'How It Works']);
    await page.getByRole('heading', { name: 'Outline' }).click();
    await page.keyboard.press('Control+z');
    expect(await ui.fileWhere(home, (text) => text.includes('type: testimonials'))).toBe(before);
    await ui.previewShows(page, ['Fresh Headline', 'Why Choose Smart Vending', 'How It Works', 'Quotes']);
    await page.getByRole('button', { name: 'Redo' }).click();
    await ui.fileWhere(home, (text) => !text.includes('type: testimonials'));
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await ui.fileWhere(home, (text) => text.includes('type: testimonials'))).toBe(before);
  });

  it('edits the YAML: Ctrl+S writes it, and the lines changed since opening are marked', async () => {
    await saveInYamlTab('title: Quotes', ' Said');
    await ui.fileWhere(home, (text) => text.includes('title: Quotes Said'));
    await ui.previewShows(page, ['Fresh Headline', 'Why Choose Smart Vending', 'How It Works', 'Quotes Said']);
    await expect.poll(() => page.locator('.cm-line[data-changed]').count()).toBeGreaterThan(3);
    expect(await ui.axeViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Form' }).click();
  });

  it('keeps a YAML text that cannot be read in its tab, with its issue at its line, across a switch to the form and back; nothing is written', async () => {
    const before = readFileSync(home, 'utf8');
    await saveInYamlTab('title: Quotes Said', ': more');
    await page.getByText(/^Not saved/).waitFor();
    const list = page.getByRole('list', { name: 'Issues in this file' });
    await expect(list.innerText()).resolves.toMatch(/^Line \d+\s+Error: /);
    expect(await page.getByText('No issues in this file.').count()).toBe(0);
    await page.getByRole('tab', { name: 'Form' }).click();
    await page.getByRole('tab', { name: 'YAML' }).click();
    await expect(page.locator('[data-yaml-editor]').innerText()).resolves.toContain('title: Quotes Said: more');
    expect(readFileSync(home, 'utf8')).toBe(before);
    await page.getByRole('tab', { name: 'Form' }).click();
    // The refusal is the server's 422, which the browser logs: expected here, and only here.
    const refused = problems.filter((problem) => problem.includes('status of 422'));
    expect(refused.length).toBeGreaterThan(0);
    problems.splice(0, problems.length, ...problems.filter((problem) => !refused.includes(problem)));
  });

  it('reloads a file changed on disk while it is open, and says so', async () => {
    writeFileSync(home, readFileSync(home, 'utf8').replace('title: Fresh Headline', 'title: Changed On Disk'));
    await page.getByText(/The file changed on disk/).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/changed on disk/);
    await select(1);
    await expect(page.getByRole('textbox', { name: /^Title/ }).inputValue()).resolves.toBe('Changed On Disk');
    await ui.previewShows(page, ['Changed On Disk', 'Why Choose Smart Vending', 'How It Works', 'Quotes Said']);
    expect(await ui.axeViolations(page)).toEqual([]);
  });

  it('opens Add section with a type chosen from the section gallery (?add=cta)', async () => {
    await page.goto(`${base}/__edit/about?add=cta`);
    const dialog = page.getByRole('dialog', { name: 'Add a section' });
    await expect(dialog.getByLabel('Section type').inputValue()).resolves.toBe('cta');
  });

  it('creates a new page from the starter page', async () => {
    await page.goto(`${base}/__edit`);
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByLabel('Address').fill('/gyms');
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(`${base}/__edit/gyms`);
    await ui.fileWhere(join(site, 'pages/gyms.yaml'), (text) => text.includes('sections:'));
    await page.getByRole('heading', { level: 1, name: /Editing \/gyms/ }).waitFor();
  });

  it("stays usable in a narrow window: the preview keeps its size and the selected section's form stays in view", async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const narrow = page;
    await narrow.goto(`${base}/__edit/about?section=2`);
    await narrow.getByRole('heading', { level: 1, name: /Editing \/about/ }).waitFor({ timeout: 60_000 });
    await narrow.locator('iframe[data-preview-width]').waitFor();
    const sizes = async () =>
      narrow.evaluate(() => ({
        frame: document.querySelector('iframe[data-preview-width]')!.getBoundingClientRect().height,
        page: document.scrollingElement!.scrollHeight,
      }));
    const first = await sizes();
    await narrow.waitForTimeout(1500);
    const later = await sizes();
    expect(later, 'the preview does not grow by itself').toEqual(first);
    expect(later.frame).toBeLessThanOrEqual(768);
    await expect(
      narrow
        .getByRole('textbox', { name: /^Title/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.setViewportSize({ width: 1440, height: 1000 });
  });

  it('draws an icon the site did not use before, as soon as a page names it (the sprite follows the content)', async () => {
    writeFileSync(
      join(site, 'pages/rockets.yaml'),
      [
        'title: Rockets',
        'description: A page that names an icon no other page of the fixture site uses, to see it drawn.',
        'sections:',
        '  - type: hero',
        '    title: Rockets',
        '  - type: benefits',
        '    title: Why',
        '    items:',
        '      - { icon: rocket, title: Fast, text: It goes fast. }',
        '',
      ].join('\n'),
    );
    const visitor = await browser.newPage();
    // The dev server has read the new page once it answers for it (a request, not a page load).
    await expect.poll(async () => (await visitor.request.get(`${base}/rockets`)).status(), { timeout: 30_000 }).toBe(200);
    await visitor.goto(`${base}/rockets`);
    const href = await visitor.locator('main use[href$="#rocket"]').first().getAttribute('href', { timeout: 30_000 });
    const sprite = await (await visitor.request.get(new URL(href!, base).href)).text();
    expect(sprite).toContain('<symbol id="rocket"');
    await visitor.close();
  });

  it('changes the company phone in the site settings: one line of site.yaml, and the live page follows', async () => {
    const settings = join(site, 'site.yaml');
    const before = readFileSync(settings, 'utf8');
    await page.goto(`${base}/__edit?file=site.yaml`);
    await page.getByRole('navigation', { name: 'Parts of Site settings' }).getByRole('button', { name: 'Contact' }).click();
    await page.getByRole('textbox', { name: /^Phone/ }).fill('(972) 555-0199');
    await page.keyboard.press('Tab');
    await ui.fileWhere(settings, (text) => text === before.replace('phone: (214) 555-0142', 'phone: (972) 555-0199'));
    await ui.preview(page).locator('a[href="tel:9725550199"]').first().waitFor({ timeout: 30_000 });
    expect(await ui.axeViolations(page)).toEqual([]);
  });

  it('logged no error in the editor or the preview on the way', () => {
    expect(problems).toEqual([]);
  });
});
