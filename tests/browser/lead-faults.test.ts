/**
 * The lead fault matrix: the contact form of the built site against a webhook that answers each
 * status a real one can (2xx, redirects, rate limiting, errors), plus a slow thank-you page and
 * Back right after success. For each: what the visitor sees, and what the webhook got. A lead is
 * sent once per visitor intent and the visitor is only told it was sent when the webhook accepted
 * its body.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { LeadFormSection } from '../../src/generated/content-types';
import { MOVED_PATH, startCaptureServer } from '../helpers/capture-server';
import { collectProblems } from '../helpers/browser';
import { expectedLead as typedLead, fillLeadForm, readLeadForm } from '../helpers/lead-form';
import { servedSite } from '../helpers/served-site';

const FAILED_TITLE = 'Submission Failed';
const FAILED_TEXT = 'There was an error submitting your request. Please try again or call us directly.';
const SUBMITTING = 'Submitting...';

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const contact = model.pages.find((p) => p.route === '/contact')!.sections.find((s): s is LeadFormSection => s.type === 'lead-form')!;
const choice = model.site.data.options.items[contact.select.optionSet]!.options.at(-1)!.value;
const expectedLead = { ...typedLead(contact, choice), source: contact.source, formType: contact.formType };

const site = servedSite({ webhook: true });

beforeEach(() => {
  site.capture.clear();
  site.capture.setMode('ok');
});

const form = (page: Page) => page.locator(`form[data-form-type="${contact.formType}"]`);
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const submitButton = (page: Page) => form(page).getByRole('button');

async function openContact() {
  const page = await site.newPage();
  const problems = collectProblems(page);
  await page.goto(`${site.base}/contact`, { waitUntil: 'networkidle' });
  return { page, problems };
}

const fill = (page: Page) => fillLeadForm(page, contact, model.site);

/** What the form shows: every value (named as in a lead), the consent box and the button. */
async function formState(page: Page) {
  return {
    ...(await readLeadForm(page, contact)),
    button: (await submitButton(page).textContent())?.trim(),
    enabled: await submitButton(page).isEnabled(),
  };
}

const filledAndUsable = { ...typedLead(contact, choice), consent: true, button: contact.submitLabel, enabled: true };
const emptyAndUsable = {
  ...Object.fromEntries(Object.keys(typedLead(contact, choice)).map((key) => [key, ''])),
  consent: false,
  button: contact.submitLabel,
  enabled: true,
};

/** Every request the webhook got, as "METHOD path". */
const seen = () => site.capture.requests.map((r) => `${r.method} ${r.path}`);
/** The leads that reached the webhook with their body. */
const leads = () =>
  site.capture.requests.filter((r) => r.method === 'POST' && r.body !== '').map((r) => JSON.parse(r.body) as Record<string, string>);

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Once what was expected has arrived: a moment for anything still on its way, so that "exactly one"
 * means it. Once per test, before its last count: a request sent by mistake at any step before is
 * still counted then.
 */
const settle = (page: Page) => page.waitForTimeout(500);

async function expectThankYou(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor({ timeout: 10_000 });
  expect(page.url()).toBe(`${site.base}/thank-you`);
}

async function expectFailureNotice(page: Page, problems: string[]) {
  const toast = page.getByRole('alert').filter({ hasText: FAILED_TITLE });
  await toast.waitFor({ timeout: 10_000 });
  await expect(toast.textContent()).resolves.toContain(FAILED_TEXT);
  // At the top of the screen wherever the form is (at the bottom it would lie over the submit button),
  // and over everything else there, the header included: what is drawn at its middle is the notice.
  await expect
    .poll(() =>
      toast.evaluate((notice) => {
        const box = notice.getBoundingClientRect();
        const onScreen = box.top >= 0 && box.top < 64 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
        return onScreen && notice.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    )
    .toBe(true);
  expect(page.url()).toBe(`${site.base}/contact`);
  expect(problems.some((p) => p.includes('Lead submission failed'))).toBe(true);
}

describe('the contact form against each answer of the webhook', () => {
  it.each([200, 204])('%i: the visitor sees the thank-you page and the webhook got the lead once', async (status) => {
    site.capture.setReply({ status });
    const { page } = await openContact();
    await fill(page);
    await submitButton(page).click();
    await expectThankYou(page);
    await settle(page);
    expect(seen()).toEqual(['POST /hook']);
    expect(leads()).toEqual([expect.objectContaining(expectedLead)]);
    await page.close();
  });

  it.each([301, 302, 303, 307, 429, 500])(
    '%i: the visitor is told it failed and keeps every value; the redirect is not followed; a retry sends it once',
    async (status) => {
      if (status >= 300 && status < 400) site.capture.redirect(status);
      else site.capture.setReply({ status });
      const { page, problems } = await openContact();
      await fill(page);
      if (status === 500) {
        // Sent with Enter from a field, the form's top at the top of the screen and its end below.
        const email = field(page, 'Email Address');
        await email.evaluate((input) => (input as HTMLInputElement).form!.scrollIntoView({ block: 'start', behavior: 'instant' }));
        await email.press('Enter');
      } else await submitButton(page).click();
      await expectFailureNotice(page, problems);
      await expect(formState(page)).resolves.toEqual(filledAndUsable);
      // The focus is where the visitor sent from (the field, or the button, disabled while sending), not lost at the top of the page.
      const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest('form') !== null);
      await expect.poll(focused, { message: 'the focus is in the form' }).toBe(true);
      // The webhook answered without accepting the lead, and nothing went on to the redirect's target
      // (a redirect followed is asked for before the answer reaches the page; anything later is
      // counted at the end).
      expect(seen()).toEqual(['POST /hook']);

      // The webhook works again: the same click with the kept values sends the lead, once.
      site.capture.setReply({ status: 200 });
      await submitButton(page).click();
      await expectThankYou(page);
      await settle(page);
      expect(seen()).toEqual(['POST /hook', 'POST /hook']);
      expect(seen()).not.toContain(`GET ${MOVED_PATH}`);
      expect(leads()).toEqual([expect.objectContaining(expectedLead), expect.objectContaining(expectedLead)]);
      await page.close();
    },
  );

  it('a slow answer shows "Submitting..." on a disabled button, and more clicks send nothing', async () => {
    // The answer comes when the test says: all of the below happens while the lead is on its way.
    const answer = site.capture.hold();
    const { page } = await openContact();
    await fill(page);
    await submitButton(page).click();
    await until(() => seen().length === 1, 'the lead to reach the webhook');
    await expect(submitButton(page).textContent()).resolves.toBe(SUBMITTING);
    await expect(submitButton(page).isDisabled()).resolves.toBe(true);
    for (let i = 0; i < 3; i++) await submitButton(page).click({ force: true });
    answer();
    await expectThankYou(page);
    await settle(page);
    expect(seen()).toEqual(['POST /hook']);
    await page.close();
  });
});

describe('after a successful send', () => {
  it('Back from the thank-you page: the form is empty and usable', async () => {
    const { page } = await openContact();
    await fill(page);
    await submitButton(page).click();
    await expectThankYou(page);
    await page.goBack();
    await page.getByRole('button', { name: contact.submitLabel }).waitFor();
    expect(page.url()).toBe(`${site.base}/contact`);
    await expect(formState(page)).resolves.toEqual(emptyAndUsable);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(formState(page)).resolves.toEqual(emptyAndUsable);
    expect(seen()).toEqual(['POST /hook']);
    await page.close();
  });
});
