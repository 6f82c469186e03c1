import { chromium } from 'playwright-core';
import { preview } from 'vite';
const server = await preview({ preview: { port: 4319, host: '127.0.0.1' }, logLevel: 'error' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const [route, w, h, ...ys] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
await page.goto('http://127.0.0.1:4319' + route, { waitUntil: 'networkidle' });
for (const y of ys) {
  await page.evaluate((y) => window.scrollTo(0, y), +y);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/v-${w}-${y}.png` });
}
await browser.close(); await server.close();
