import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startDevServer } from '../helpers/vite-config';

const inboxDir = mkdtempSync(join(tmpdir(), 'inbox-'));
const inbox = join(inboxDir, 'inbox.jsonl');
let server: ViteDevServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  process.env.LEAD_INBOX_FILE = inbox;
  delete process.env.LEAD_WEBHOOK_URL;
  ({ server, base } = await startDevServer());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  delete process.env.LEAD_INBOX_FILE;
  rmSync(inboxDir, { recursive: true, force: true });
});

it('npm run dev: the contact form adds a line to the local inbox and shows /thank-you', async () => {
  const page = await browser.newPage();
  await page.goto(`${base}/contact`);
  const form = page.locator('form[data-form-type="quote_request"]');
  await form.getByLabel('Full Name', { exact: true }).fill('Grace Hopper');
  await form.getByLabel('Email Address', { exact: true }).fill('grace@example.com');
  await form.getByLabel('Phone Number', { exact: true }).fill('214-555-0199');
  await form.getByLabel('Machine Model', { exact: true }).selectOption('ai-vending-ultra');
  await form.getByRole('checkbox').check();
  await form.getByRole('button').last().click();
  await page.waitForURL(`${base}/thank-you`, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(existsSync(inbox)).toBe(true);
  const [line] = readFileSync(inbox, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(Object.keys(line.lead)).toEqual(['name', 'email', 'phone', 'unitType', 'message', 'timestamp', 'source', 'formType']);
  expect(line.lead).toMatchObject({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    unitType: 'ai-vending-ultra',
    message: '',
    formType: 'quote_request',
  });
  await page.close();
});
