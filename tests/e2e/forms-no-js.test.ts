/**
 * Lead forms when JavaScript is off, late or broken: no typed value ever reaches an address, and
 * every lead is sent exactly once or stays on screen with another way to reach the company.
 * Two production builds: the shipped one (its local inbox takes form posts) under `vite preview`,
 * and one built for a JSON-only webhook (a capture server) under nginx.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { LeadFormSection } from '../../src/generated/content-types';
import { launchBrowser } from '../helpers/browser';
import { startCaptureServer } from '../helpers/capture-server';
import { expectedLead, fillLeadForm, typedFragments, visitor } from '../helpers/lead-form';
import { startNginx, type NginxServer } from '../helpers/nginx';
import { tabPool } from '../helpers/served-site';
import { previewSite, sharedBuild, webhookBuild } from '../helpers/site-build';
import { temporaryFolder } from '../helpers/temporary';

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const forms = model.pages.flatMap((page) =>
  page.sections.filter((s): s is LeadFormSection => s.type === 'lead-form').map((form) => ({ route: page.route, form })),
);
const { phone, email } = model.site.site.contact;

const inbox = join(temporaryFolder('site-forms-no-js-'), 'inbox.jsonl');
let shipped: { base: string; server: PreviewServer };
let jsonOnly: NginxServer;
let capture: Awaited<ReturnType<typeof startCaptureServer>>;
let browser: Browser;

beforeAll(async () => {
  const [shippedDist, hook] = await Promise.all([sharedBuild(), webhookBuild()]);
  const jsonDist = hook.dist;
  capture = await startCaptureServer(hook.port, new URL(hook.url).origin);
  // Read when the preview server starts (the stub is undone before the first test).
  vi.stubEnv('LEAD_INBOX_FILE', inbox);
  shipped = await previewSite(shippedDist);
  jsonOnly = await startNginx(jsonDist);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await shipped?.server.close();
  await jsonOnly?.stop();
  await capture?.close();
});

beforeEach(() => {
  capture.clear();
});

/** Every address the page asked for or showed, to check that none carries what the visitor typed. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  page.on('framenavigated', (frame) => seen.push(frame.url()));
  return seen;
}

function expectNoTypedValueIn(addresses: string[]) {
  const leaks = addresses.filter((address) => typedFragments().some((fragment) => address.includes(fragment)));
  expect(leaks).toEqual([]);
}

/** The leads of one form type in the inbox (the forms' tests run at the same time, each sending its own). */
const inboxLeads = (formType: string) =>
  existsSync(inbox)
    ? readFileSync(inbox, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { lead: Record<string, string> }).lead)
        .filter((lead) => lead.formType === formType)
    : [];

/** A phone-sized tab with JavaScript off, lent to the test (its close() gives it back: tests/helpers/served-site.ts). */
const noScriptPage = tabPool(() => browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false }));

/** `form` at `url` in a tab with JavaScript off, filled in, and every address the tab asks for from the start. */
async function filledWithoutJs(url: string, form: LeadFormSection) {
  const page = await noScriptPage();
  const addresses = watchAddresses(page);
  await page.goto(url);
  return { page, addresses, ...(await fillLeadForm(page, form, model.site)) };
}

/** Each form, named by its route, for the tests of every form. */
const eachForm = forms.map((f) => [f.route, f] as const);

// The forms' tests run at the same time (each in a tab of its own): most of each is waiting for a page.
describe('JavaScript off, webhook that takes form posts (the shipped local inbox)', () => {
  it('gives each form a form type of its own, by which its leads are told apart', () => {
    expect(new Set(forms.map(({ form }) => form.formType)).size).toBe(forms.length);
  });

  it.concurrent.for(eachForm)('%s posts the lead once and shows the thank-you page', async ([, { route, form }], { expect }) => {
    const { page, addresses, scope, choice } = await filledWithoutJs(shipped.base + route, form);
    await scope.getByRole('button', { name: form.submitLabel }).click();
    await page.waitForURL(`${shipped.base}${form.successHref ?? '/thank-you'}`);
    const leads = inboxLeads(form.formType);
    expect(leads).toHaveLength(1);
    expect(Object.keys(leads[0]!)).toEqual([...Object.keys(expectedLead(form, choice)), 'timestamp', 'source', 'formType']);
    expect(leads[0]).toMatchObject({ ...expectedLead(form, choice), source: form.source, formType: form.formType });
    expectNoTypedValueIn(addresses);
    await page.close();
  });
});

describe('JavaScript off, webhook that takes JSON only', () => {
  it.concurrent.for(eachForm)(
    '%s shows the phone and e-mail above the fields and instead of a button, and sends nothing anywhere',
    async ([, { route, form }], { expect }) => {
      const { page, addresses, scope } = await filledWithoutJs(jsonOnly.url + route, form);
      const notices = scope.locator('p:visible', { hasText: phone });
      await expect(notices.count()).resolves.toBe(2);
      for (const notice of await notices.all()) {
        await expect(notice.textContent()).resolves.toContain(email);
        await expect(notice.getByRole('link', { name: phone }).getAttribute('href')).resolves.toMatch(/^tel:/);
      }
      await expect(scope.getByRole('button', { name: form.submitLabel }).isVisible()).resolves.toBe(false);
      // One before the first field, one where the button would be: after the consent box, the last field.
      const top = (locator: Locator) => locator.boundingBox().then((box) => box!.y);
      expect(await top(notices.first())).toBeLessThan(await top(scope.getByLabel('Email Address', { exact: true })));
      expect(await top(notices.last())).toBeGreaterThan(await top(scope.getByRole('checkbox')));
      const notice = notices.last();
      // Enter in a text box is the one way left to submit: it must not put the values in an address.
      await scope.getByLabel('Email Address', { exact: true }).press('Enter');
      await page.waitForTimeout(500);
      // Nothing happened: the form, what was typed and the notice are all still there.
      expect(page.url()).toBe(jsonOnly.url + route);
      await expect(scope.getByLabel('Email Address', { exact: true }).inputValue()).resolves.toBe(visitor.email);
      await expect(notice.isVisible()).resolves.toBe(true);
      expect(capture.requests).toEqual([]);
      expectNoTypedValueIn(addresses);
      await page.close();
    },
  );
});

describe('JavaScript late or broken', () => {
  const contact = forms.find((f) => f.route === '/contact')!;

  it('sends a form submitted before the page was ready exactly once, then shows the thank-you page', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.route('**/_app/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });
    await page.goto(jsonOnly.url + '/contact', { waitUntil: 'domcontentloaded' });
    const { scope, choice } = await fillLeadForm(page, contact.form, model.site);
    const button = scope.getByRole('button', { name: contact.form.submitLabel });
    await button.click();
    await expect(page.evaluate(() => document.querySelector('form[data-lead-form]')!.hasAttribute('data-ready'))).resolves.toBe(false);
    await button.click({ force: true }).catch(() => undefined);
    await page.waitForURL(`${jsonOnly.url}/thank-you`, { timeout: 20_000 });
    await page.waitForTimeout(500);
    const posts = capture.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body)).toMatchObject({ ...expectedLead(contact.form, choice), formType: contact.form.formType });
    expectNoTypedValueIn(addresses);
    await context.close();
  });

  it('keeps the values and shows how to call or write when the scripts never arrive', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const addresses = watchAddresses(page);
    await page.route('**/_app/**', (route) => route.abort('failed'));
    await page.goto(jsonOnly.url + '/contact');
    const { scope } = await fillLeadForm(page, contact.form, model.site);
    await scope.getByRole('button', { name: contact.form.submitLabel }).click();
    const notice = page.getByRole('alert').filter({ hasText: phone });
    await notice.waitFor({ timeout: 15_000 });
    await expect(notice.textContent()).resolves.toContain(email);
    // Where the visitor clicked: right under the button, not above the fields, off the screen.
    const [button, shown] = [
      (await scope.getByRole('button', { name: contact.form.submitLabel }).boundingBox())!,
      (await notice.boundingBox())!,
    ];
    expect(shown.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(shown.y + shown.height).toBeLessThanOrEqual(button.y + button.height + 200);
    await expect(scope.getByLabel('Full Name', { exact: true }).inputValue()).resolves.toBe(visitor.name);
    expect(capture.requests).toEqual([]);
    expectNoTypedValueIn(addresses);
    await context.close();
  });
});
