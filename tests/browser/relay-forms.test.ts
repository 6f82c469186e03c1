/**
 * Every shipped form, in Chromium, against a site built for the lead relay and served by it
 * (`npm run leads -- --static dist`): with JavaScript (JSON, fill time and a solved proof-of-work
 * challenge) and without (a plain form post and a redirect), the provider receives exactly the
 * specification's body, once, and the visitor lands on the thank-you page.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import type { LeadFormSection } from '../../src/generated/content-types';
import { launchBrowser } from '../helpers/browser';
import { expectedLead, fillLeadForm } from '../helpers/lead-form';
import { inboxLeads, startTestRelay, stubWebhook, testConfig } from '../helpers/lead-relay';
import { relayBuild } from '../helpers/site-build';

const model = loadSite({ siteDir: 'site', schemaDir: 'schema' }).model!;
const forms = model.pages.flatMap((page) =>
  page.sections.filter((s): s is LeadFormSection => s.type === 'lead-form').map((form) => ({ route: page.route, form })),
);
/** The relay's minimum fill time here; each test waits at least this long on the page before sending, as a person does. */
const MIN_FILL_MS = 300;

let hook: Awaited<ReturnType<typeof stubWebhook>>;
let relay: Awaited<ReturnType<typeof startTestRelay>>;
let browser: Browser;
const contexts: Record<'on' | 'off', BrowserContext | undefined> = { on: undefined, off: undefined };

beforeAll(async () => {
  const dist = await relayBuild();
  hook = await stubWebhook();
  // The same visitor sends each form twice (JavaScript on, then off): no de-duplication window here.
  const flags = { static: dist, 'min-fill-ms': String(MIN_FILL_MS), 'proof-max': '2000', 'dedupe-ms': '0' };
  relay = await startTestRelay(testConfig(hook.url, flags));
  browser = await launchBrowser();
  contexts.on = await browser.newContext();
  contexts.off = await browser.newContext({ javaScriptEnabled: false });
});

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await hook?.close();
});

describe.each(['on', 'off'] as const)('with JavaScript %s', (js) => {
  it.each(forms.map((f) => [f.route, f] as const))('%s reaches the provider with exactly its body, once', async (_, { route, form }) => {
    const page = await contexts[js]!.newPage();
    try {
      const before = hook.deliveries.length;
      await page.goto(relay.url + route, { waitUntil: js === 'on' ? 'networkidle' : 'load' });
      const shown = Date.now();
      const { scope, choice } = await fillLeadForm(page, form, model.site);
      await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 50 - (Date.now() - shown)));
      await scope.getByRole('button', { name: form.submitLabel }).click();
      await page.waitForURL(`${relay.url}/thank-you`);
      await hook.received(before + 1);
      const delivery = hook.deliveries[before]!;
      const body = JSON.parse(delivery.body) as Record<string, string>;
      const { timestamp, source, formType, ...typed } = body;
      expect(typed).toEqual(expectedLead(form, choice));
      expect(Object.keys(body)).toEqual([...Object.keys(expectedLead(form, choice)), 'timestamp', 'source', 'formType']);
      expect([source, formType]).toEqual([form.source, form.formType]);
      expect(timestamp).toBe(new Date(Date.parse(timestamp!)).toISOString());
      const [stored] = await inboxLeads(relay.url, `?form=${form.formType}`);
      expect(stored).toMatchObject({ id: delivery.key, state: 'delivered' });
      expect(hook.deliveries).toHaveLength(before + 1);
    } finally {
      await page.close();
    }
  });
});
