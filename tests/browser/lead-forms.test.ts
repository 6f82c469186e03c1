import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { LeadFormSection } from '../../src/generated/content-types';
import { startCaptureServer } from '../helpers/capture-server';
import { collectProblems, freePort, launchBrowser } from '../helpers/browser';
import { buildSite, previewSite } from '../helpers/site-build';

const FAILED_TITLE = 'Submission Failed';
const FAILED_TEXT = 'There was an error submitting your request. Please try again or call us directly.';

/** The shipped site, with a short webhook timeout so the no-answer case takes seconds. */
const site = join(mkdtempSync(join(tmpdir(), 'site-leads-')), 'site');
cpSync('site', site, { recursive: true });
writeFileSync(join(site, 'site.yaml'), readFileSync(join(site, 'site.yaml'), 'utf8').replace(/timeoutMs: \d+/, 'timeoutMs: 2500'));
const model = loadSite({ siteDir: site, schemaDir: 'schema' }).model!;
const forms = model.pages.flatMap((page) =>
  page.sections.filter((s): s is LeadFormSection => s.type === 'lead-form').map((form) => ({ route: page.route, form })),
);

const out = mkdtempSync(join(tmpdir(), 'site-leads-dist-'));
let hookPort: number;
let capture: Awaited<ReturnType<typeof startCaptureServer>>;
let server: PreviewServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  hookPort = await freePort();
  buildSite({ siteDir: site, outDir: out, env: { LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook` } });
  capture = await startCaptureServer(hookPort);
  ({ base, server } = await previewSite(out));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await capture?.close();
});

beforeEach(() => {
  capture.requests.length = 0;
  capture.setMode('ok');
});

const visitor = { name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 214 555 0100', businessName: 'Analytical Engines LLC', message: 'Two floors, about 80 staff.' };

/** Fill a form the way a visitor does: through its visible labels. Returns what was chosen. */
async function fill(page: Page, form: LeadFormSection) {
  const scope = page.locator(`form[data-form-type="${form.formType}"]`);
  const fields = form.fields ?? {};
  if (fields.splitName) {
    await scope.getByLabel('First Name', { exact: true }).fill(visitor.firstName);
    await scope.getByLabel('Last Name', { exact: true }).fill(visitor.lastName);
  } else await scope.getByLabel('Full Name', { exact: true }).fill(visitor.name);
  await scope.getByLabel('Email Address', { exact: true }).fill(visitor.email);
  await scope.getByLabel('Phone Number', { exact: true }).fill(visitor.phone);
  if (fields.businessName) await scope.getByLabel('Business Name', { exact: true }).fill(visitor.businessName);
  const option = model.site.data.options.items[form.select.optionSet]!.options.at(-1)!;
  await scope.getByLabel(form.select.label, { exact: true }).selectOption(option.value);
  if (fields.message) await scope.getByLabel('Additional Details (optional)', { exact: true }).fill(visitor.message);
  await scope.getByRole('checkbox').check();
  return { scope, choice: option.value };
}

function expectedPayload(form: LeadFormSection, choice: string) {
  const fields = form.fields ?? {};
  return {
    ...(fields.splitName ? { firstName: visitor.firstName, lastName: visitor.lastName } : { name: visitor.name }),
    email: visitor.email,
    phone: visitor.phone,
    ...(fields.businessName ? { businessName: visitor.businessName } : {}),
    [form.select.name]: choice,
    ...(fields.message ? { message: visitor.message } : {}),
  };
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

  it.each(forms.map((f) => [f.route, f] as const))('%s sends exactly its fields as JSON and shows /thank-you', async (_, { route, form }) => {
    const page = await browser.newPage();
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const { scope, choice } = await fill(page, form);
    const started = Date.now();
    await scope.getByRole('button', { name: form.submitLabel }).click();
    await page.waitForURL(`${base}/thank-you`);
    expect(capture.requests).toHaveLength(1);
    const [request] = capture.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hook');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body) as Record<string, string>;
    const { timestamp, source, formType, ...typed } = body;
    expect(typed).toEqual(expectedPayload(form, choice));
    expect(Object.keys(body).slice(-3)).toEqual(['timestamp', 'source', 'formType']);
    expect(source).toBe(form.source);
    expect(formType).toBe(form.formType);
    expect(Math.abs(Date.parse(timestamp!) - started)).toBeLessThan(10_000);
    expect(timestamp).toBe(new Date(Date.parse(timestamp!)).toISOString());
    await page.close();
  });
});

describe('when a lead cannot be delivered', () => {
  const contact = forms.find((f) => f.route === '/contact')!;

  async function expectFailureKeepsEverything(page: Page, problems: string[]) {
    const { scope } = { scope: page.locator('form[data-form-type="quote_request"]') };
    const toast = page.getByRole('alert').filter({ hasText: FAILED_TITLE });
    await toast.waitFor({ timeout: 10_000 });
    await expect(toast.textContent()).resolves.toContain(FAILED_TEXT);
    expect(page.url()).toBe(`${base}/contact`);
    await expect(scope.getByLabel('Full Name', { exact: true }).inputValue()).resolves.toBe(visitor.name);
    await expect(scope.getByLabel('Email Address', { exact: true }).inputValue()).resolves.toBe(visitor.email);
    await expect(scope.getByLabel('Phone Number', { exact: true }).inputValue()).resolves.toBe(visitor.phone);
    await expect(scope.getByLabel('Additional Details (optional)', { exact: true }).inputValue()).resolves.toBe(visitor.message);
    await expect(scope.getByRole('checkbox').isChecked()).resolves.toBe(true);
    const button = scope.getByRole('button', { name: contact.form.submitLabel });
    await expect(button.isEnabled()).resolves.toBe(true);
    expect(problems.some((p) => p.includes('Lead submission failed'))).toBe(true);
  }

  it('a 500 answer shows the notice, keeps every value and re-enables the button', async () => {
    capture.setMode('error');
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact.form);
    await page.getByRole('button', { name: contact.form.submitLabel }).click();
    await expectFailureKeepsEverything(page, problems);
    await page.close();
  });

  it('no answer within the timeout: "Submitting..." while waiting, then the notice', async () => {
    capture.setMode('hang');
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact.form);
    await page.getByRole('button', { name: contact.form.submitLabel }).click();
    const busy = page.getByRole('button', { name: 'Submitting...' });
    await expect(busy.isDisabled()).resolves.toBe(true);
    await expectFailureKeepsEverything(page, problems);
    await page.close();
  });

  it('a double click sends one request', async () => {
    capture.setMode('hang');
    const page = await browser.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact.form);
    await page.getByRole('button', { name: contact.form.submitLabel }).dblclick();
    await page.getByRole('alert').filter({ hasText: FAILED_TITLE }).waitFor({ timeout: 10_000 });
    expect(capture.requests).toHaveLength(1);
    await page.close();
  });

  it('typed values survive a reload of the page', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact.form);
    await page.reload({ waitUntil: 'networkidle' });
    const scope = page.locator('form[data-form-type="quote_request"]');
    await expect(scope.getByLabel('Full Name', { exact: true }).inputValue()).resolves.toBe(visitor.name);
    await expect(scope.getByLabel('Additional Details (optional)', { exact: true }).inputValue()).resolves.toBe(visitor.message);
    await page.close();
  });

  it('a filled honeypot is dropped without calling the webhook', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact.form);
    await page.locator('[data-honeypot] input').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await page.getByRole('button', { name: contact.form.submitLabel }).click();
    await page.waitForURL(`${base}/thank-you`);
    expect(capture.requests).toHaveLength(0);
    await page.close();
  });

  it('the honeypot gives autofill and password managers nothing to fill', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    const trap = page.locator('[data-honeypot] input');
    await expect(trap.count()).resolves.toBe(1);
    const { name, id, label, autocomplete } = await trap.evaluate((input: HTMLInputElement) => ({
      name: input.name, id: input.id, label: input.labels?.[0]?.textContent ?? '', autocomplete: input.autocomplete,
    }));
    // The words Chrome's autofill heuristics (and password managers) look for in a name, id or label.
    const autofillWords = /name|e.?mail|phone|tel|mobile|company|business|organi[sz]ation|address|street|url|web|site|homepage|fax|zip|postal|city|town|state|region|country|user|login|pass|card|acct|account|code|title|search|day|amount/i;
    const section = contact.form.id ?? '';
    for (const text of [name, id.slice(section.length), label]) expect(text).not.toMatch(autofillWords);
    expect(autocomplete).toBe('off');
    await page.close();
  });

  it('a required field of spaces only is refused by the browser; values are sent trimmed', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    const { scope } = await fill(page, contact.form);
    const name = scope.getByLabel('Full Name', { exact: true });
    await name.fill('    ');
    await scope.getByRole('button', { name: contact.form.submitLabel }).click();
    // The browser's own message, on the field, which now holds nothing.
    await expect(name.evaluate((input: HTMLInputElement) => input.validity.valueMissing && input.validationMessage !== '' && document.activeElement === input)).resolves.toBe(true);
    await page.waitForTimeout(300);
    expect(capture.requests).toHaveLength(0);
    await expect(scope.getByRole('button', { name: contact.form.submitLabel }).isEnabled()).resolves.toBe(true);

    await name.fill(`  ${visitor.name}  `);
    await scope.getByLabel('Additional Details (optional)', { exact: true }).fill(`\n  ${visitor.message}  \n`);
    await scope.getByRole('button', { name: contact.form.submitLabel }).click();
    await page.waitForURL(`${base}/thank-you`);
    expect(capture.requests).toHaveLength(1);
    expect(JSON.parse(capture.requests[0]!.body)).toMatchObject({ name: visitor.name, message: visitor.message });
    await page.close();
  });

  it('a very long message is stopped at its maxlength while typing, and the lead arrives', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    const { scope } = await fill(page, contact.form);
    const message = scope.getByLabel('Additional Details (optional)', { exact: true });
    await message.fill('');
    await message.focus();
    await page.keyboard.insertText('x'.repeat(100_000));
    await expect(message.inputValue()).resolves.toHaveLength(5000);
    const name = scope.getByLabel('Full Name', { exact: true });
    await name.fill('');
    await name.focus();
    await page.keyboard.insertText('N'.repeat(300));
    await expect(name.inputValue()).resolves.toHaveLength(100);
    await scope.getByRole('button', { name: contact.form.submitLabel }).click();
    await page.waitForURL(`${base}/thank-you`);
    expect(capture.requests).toHaveLength(1);
    expect(JSON.parse(capture.requests[0]!.body)).toMatchObject({ name: 'N'.repeat(100), message: 'x'.repeat(5000) });
    await page.close();
  });

  it('a closed port (network error) shows the notice and keeps every value', async () => {
    await capture.close();
    const page = await browser.newPage();
    const problems = collectProblems(page);
    await page.goto(`${base}/contact`, { waitUntil: 'networkidle' });
    await fill(page, contact.form);
    await page.getByRole('button', { name: contact.form.submitLabel }).click();
    await expectFailureKeepsEverything(page, problems);
    await page.close();
    capture = await startCaptureServer(hookPort);
  });
});
