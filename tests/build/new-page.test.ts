/**
 * A page written by `npm run new-page` builds: its document has its title, its main heading and its
 * form, and its data chunk is written. The page is written by the command's main() into a copy of the
 * minimal fixture site, which has the same first option list and form type as site/, so the page is
 * the one it writes there (the command itself, run for real on a copy of site/:
 * tests/unit/new-page.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { main } from '../../src/build/cli/new-page';
import { starterPage } from '../../src/build/content/starter-page';
import { runMain } from '../helpers/cli';
import { fixtureSite } from '../helpers/fixture-site';
import { sharedBuild } from '../helpers/site-build';

const ROUTE = '/smart-vending-for-gyms';
let out: string;

beforeAll(async () => {
  const fixture = fixtureSite();
  try {
    const made = await runMain(main, [ROUTE], { SITE_DIR: fixture.siteDir });
    expect(made.code, made.stderr).toBe(0);
    const page = readFileSync(join(fixture.siteDir, 'pages/smart-vending-for-gyms.yaml'), 'utf8');
    expect(page, 'the starter page new-page writes for site/').toContain(
      starterPage(ROUTE, { optionSet: 'vending-locations', formType: 'quote_request' }),
    );
    out = await sharedBuild({ siteDir: fixture.siteDir });
  } finally {
    fixture.cleanup();
  }
});

it('the new page builds to HTML with its title, its heading and its form, and its data chunk', () => {
  const html = join(out, 'smart-vending-for-gyms/index.html');
  expect(existsSync(html)).toBe(true);
  const text = readFileSync(html, 'utf8');
  expect(text).toContain('<title>Smart Vending for Gyms</title>');
  expect(text).toMatch(/<h1[^>]*>Smart Vending for Gyms<\/h1>/);
  expect(text).toContain('Get My Free Quote');
  expect(existsSync(join(out, '_data/smart-vending-for-gyms.json'))).toBe(true);
});
