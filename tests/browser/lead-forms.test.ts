import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { LeadFormSection } from '../../src/generated/content-types';
import { startCaptureServer } from '../helpers/capture-server';
import { collectProblems } from '../helpers/browser';
import { expectedLead, fillLeadForm, readLeadForm, visitor } from '../helpers/lead-form';
import { servedSite } from '../helpers/served-site';

const FAILED_TITLE = 'Submission Failed';
const FAILED_TEXT = 'There was an error submitting your request. Please try again or call us directly.';

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const forms = model.pages.flatMap((page) =>
  page.sections.filter((s): s is LeadFormSection => s.type === 'lead-form').map((form) => ({ route: page.route, form })),
);
/** How long a form waits for the webhook (site.yaml), skipped over with Playwright's clock where a test needs it. */
const TIMEOUT_MS = model.site.site.leads.timeoutMs!;

const site = servedSite({ webhook: true });

beforeEach(() => {
  site.capture.clear();
  site.capture.setMode('ok');
});

const fill = (page: Page, form: LeadFormSection) => fillLeadForm(page, form, model.site);

/** Waits until the webhook has got `count` requests. */
async function received(count: number) {
  const end = Date.now() + 10_000;
  while (site.capture.requests.length < count) {
    if (Date.now() > end) throw new Error(`the webhook got ${site.capture.requests.length} requests, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('lead forms against a real webhook', () => {
  it('covers every form the spec names', () => {
    expect(forms.map((f) => `${f.route} ${f.form.formType}`).sort()).toEqual([
      '/contact quote_request',
      '/get-started get_started_request',
      '/machine-sales machine_sales_request',
      '/micro-market micro_market_request',
      '/pantry-services pantry_services_request',
      '/vending-services installation_request',
    ]);
  });

  it.each(forms.map((f) => [f.route, f] as const))(
    '%s sends exactly its fields as JSON and shows /thank-you',
    async (_, { route, form }) => {
      const page = await site.newPage();
      await page.goto(site.base + route, { waitUntil: 'networkidle' });
      const { scope, choice } = await fill(page, form);
      const started = Date.now();
      await scope.getByRole('button', { name: form.submitLabel }).click();
      await page.waitForURL(`${site.base}/thank-you`);
      expect(site.capture.requests).toHaveLength(1);
      const [request] = site.capture.requests;
      expect(request!.method).toBe('POST');
      expect(request!.path).toBe('/hook');
      expect(request!.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request!.body) as Record<string, string>;
      const { timestamp, source, formType, ...typed } = body;
      expect(typed).toEqual(expectedLead(form, choice));
      expect(Object.keys(body).slice(-3)).toEqual(['timestamp', 'source', 'formType']);
      expect(source).toBe(form.source);
      expect(formType).toBe(form.formType);
      expect(Math.abs(Date.parse(timestamp!) - started)).toBeLessThan(10_000);
      expect(timestamp).toBe(new Date(Date.parse(timestamp!)).toISOString());
      await page.close();
    },
  );
});

describe('when a lead cannot be delivered', () => {
  const contact = forms.find((f) => f.route === '/contact')!.form;
  const field = (page: Page, label: string) =>
    page.locator(`form[data-form-type="${contact.formType}"]`).getByLabel(label, { exact: true });
  const submit = (page: Page) =>
    page.locator(`form[data-form-type="${contact.formType}"]`).getByRole('button', { name: contact.submitLabel });
  const failureNotice = (page: Page) => page.getByRole('alert').filter({ hasText: FAILED_TITLE });
  const { phone, email } = model.site.site.contact;
  /** The option fillLeadForm chooses: the last of the list. */
  const choice = model.site.data.options.items[contact.select.optionSet]!.options.at(-1)!.value;
  /** The phone and e-mail the form shows once it could not send, as the notice's "call us directly" asks. */
  const reachUs = (page: Page) => page.locator(`form[data-form-type="${contact.formType}"] p:visible`, { hasText: phone });

  /** The contact page, loaded; `clock`: with Playwright's clock, to skip over the webhook timeout. */
  async function openContact({ filled = true, clock = false } = {}) {
    const page = await site.newPage();
    if (clock) await page.clock.install();
    const problems = collectProblems(page);
    await page.goto(`${site.base}/contact`, { waitUntil: 'networkidle' });
    if (filled) await fill(page, contact);
    return { page, problems };
  }

  async function expectFailureKeepsEverything(page: Page, problems: string[]) {
    await failureNotice(page).waitFor({ timeout: 10_000 });
    await expect(failureNotice(page).textContent()).resolves.toContain(FAILED_TEXT);
    expect(page.url()).toBe(`${site.base}/contact`);
    // Every value as typed, the option chosen and the consent box ticked.
    await expect(readLeadForm(page, contact)).resolves.toEqual({ ...expectedLead(contact, choice), consent: true });
    await expect(submit(page).isEnabled()).resolves.toBe(true);
    expect(problems.some((p) => p.includes('Lead submission failed'))).toBe(true);
    // Under the button, and staying once the notice is gone: the number to call, and the e-mail.
    await expect(reachUs(page).count()).resolves.toBe(1);
    await expect(reachUs(page).textContent()).resolves.toContain(email);
    await expect(reachUs(page).getByRole('link', { name: phone }).getAttribute('href')).resolves.toMatch(/^tel:/);
    const [button, reach] = [(await submit(page).boundingBox())!, (await reachUs(page).boundingBox())!];
    expect(reach.y, 'the phone and e-mail come right after the button').toBeGreaterThanOrEqual(button.y + button.height);
  }

  it('no answer within the timeout of site.yaml: "Submitting..." while waiting, then the notice', async () => {
    site.capture.setMode('hang');
    const { page, problems } = await openContact({ clock: true });
    // The page's time stands still from here on, so that only the test moves it: with time flowing,
    // a slow machine spends part of the timeout between the click and the first jump below.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
    await submit(page).click();
    await received(1);
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy.isDisabled()).resolves.toBe(true);
    // Still waiting just before the timeout...
    await page.clock.fastForward(TIMEOUT_MS - 1000);
    await page.waitForTimeout(100);
    await expect(busy.isDisabled()).resolves.toBe(true);
    await expect(failureNotice(page).count()).resolves.toBe(0);
    // ...and told once it has passed.
    await page.clock.fastForward(2000);
    await page.clock.resume();
    await expectFailureKeepsEverything(page, problems);
    await page.close();
  });

  it('a double click sends one request', async () => {
    site.capture.setMode('hang');
    const { page } = await openContact({ clock: true });
    await submit(page).dblclick();
    await received(1);
    await page.clock.fastForward(TIMEOUT_MS + 1000);
    await failureNotice(page).waitFor({ timeout: 10_000 });
    expect(site.capture.requests).toHaveLength(1);
    await page.close();
  });

  it('typed values survive a reload of the page', async () => {
    const { page } = await openContact();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(field(page, 'Full Name').inputValue()).resolves.toBe(visitor.name);
    await expect(field(page, 'Additional Details (optional)').inputValue()).resolves.toBe(visitor.message);
    await page.close();
  });

  it('a filled honeypot is dropped without calling the webhook', async () => {
    const { page } = await openContact();
    await page.locator('[data-honeypot] input').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await submit(page).click();
    await page.waitForURL(`${site.base}/thank-you`);
    expect(site.capture.requests).toHaveLength(0);
    await page.close();
  });

  it('the honeypot gives autofill and password managers nothing to fill', async () => {
    const { page } = await openContact({ filled: false });
    const trap = page.locator('[data-honeypot] input');
    await expect(trap.count()).resolves.toBe(1);
    const { name, id, label, autocomplete } = await trap.evaluate((input: HTMLInputElement) => ({
      name: input.name,
      id: input.id,
      label: input.labels?.[0]?.textContent ?? '',
      autocomplete: input.autocomplete,
    }));
    // The words Chrome's autofill heuristics (and password managers) look for in a name, id or label.
    const autofillWords =
      /name|e.?mail|phone|tel|mobile|company|business|organi[sz]ation|address|street|url|web|site|homepage|fax|zip|postal|city|town|state|region|country|user|login|pass|card|acct|account|code|title|search|day|amount/i;
    const section = contact.id ?? '';
    for (const text of [name, id.slice(section.length), label]) expect(text).not.toMatch(autofillWords);
    expect(autocomplete).toBe('off');
    await page.close();
  });

  it('a required field of spaces only is refused by the browser; values are sent trimmed', async () => {
    const { page } = await openContact();
    const name = field(page, 'Full Name');
    await name.fill('    ');
    await submit(page).click();
    // The browser's own message, on the field, which now holds nothing.
    await expect(
      name.evaluate(
        (input: HTMLInputElement) => input.validity.valueMissing && input.validationMessage !== '' && document.activeElement === input,
      ),
    ).resolves.toBe(true);
    await page.waitForTimeout(300);
    expect(site.capture.requests).toHaveLength(0);
    await expect(submit(page).isEnabled()).resolves.toBe(true);

    await name.fill(`  ${visitor.name}  `);
    await field(page, 'Additional Details (optional)').fill(`\n  ${visitor.message}  \n`);
    await submit(page).click();
    await page.waitForURL(`${site.base}/thank-you`);
    expect(site.capture.requests).toHaveLength(1);
    expect(JSON.parse(site.capture.requests[0]!.body)).toMatchObject({ name: visitor.name, message: visitor.message });
    await page.close();
  });

  it('a very long message is stopped at its maxlength while typing, and the lead arrives', async () => {
    const { page } = await openContact();
    for (const [label, text, kept] of [
      ['Additional Details (optional)', 'x'.repeat(100_000), 5000],
      ['Full Name', 'N'.repeat(300), 100],
    ] as const) {
      await field(page, label).fill('');
      await field(page, label).focus();
      await page.keyboard.insertText(text);
      await expect(field(page, label).inputValue(), label).resolves.toHaveLength(kept);
    }
    await submit(page).click();
    await page.waitForURL(`${site.base}/thank-you`);
    expect(site.capture.requests).toHaveLength(1);
    expect(JSON.parse(site.capture.requests[0]!.body)).toMatchObject({ name: 'N'.repeat(100), message: 'x'.repeat(5000) });
    await page.close();
  });

  it('on a phone, the notice leaves the button clear for another try, scrolled to the end of the form', async () => {
    site.capture.setMode('error');
    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact);
    // As a visitor scrolls: just until the button shows, at the bottom of the screen.
    await submit(page).evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await submit(page).click();
    await failureNotice(page).waitFor({ timeout: 10_000 });
    await expect(submit(page).isEnabled()).resolves.toBe(true);
    const [button, notice] = [(await submit(page).boundingBox())!, (await failureNotice(page).boundingBox())!];
    expect(button.y + button.height, 'the button is still on screen').toBeLessThanOrEqual(844);
    const overlaps = notice.y < button.y + button.height && button.y < notice.y + notice.height;
    expect(overlaps, `notice ${JSON.stringify(notice)} over the button ${JSON.stringify(button)}`).toBe(false);
    await page.close();
  });

  it('a closed port (network error) shows the notice and keeps every value', async () => {
    await site.capture.close();
    const { page, problems } = await openContact();
    await submit(page).click();
    await expectFailureKeepsEverything(page, problems);
    await page.close();
    site.capture = await startCaptureServer(site.hookPort, new URL(site.hookUrl).origin);
  });
});
