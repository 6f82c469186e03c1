/** A site built for the lead relay: the forms post to /api/leads, and no webhook address is published. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { relayBuild, SECRET_WEBHOOK } from '../helpers/site-build';

let dist: string;
beforeAll(async () => {
  dist = await relayBuild();
});

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('a relay build', () => {
  it('contains the webhook address in no file, in any spelling', () => {
    const { host, pathname } = new URL(SECRET_WEBHOOK);
    const spellings = [
      host,
      pathname,
      'secret-provider',
      'wf_7f3a9c',
      encodeURIComponent(SECRET_WEBHOOK),
      SECRET_WEBHOOK.replace(/\//g, '\\/'),
    ];
    const all = files(dist);
    expect(all.length).toBeGreaterThan(20);
    const leaks = all.flatMap((file) => {
      const bytes = readFileSync(file).toString('latin1');
      return spellings.filter((spelling) => bytes.includes(spelling)).map((spelling) => `${relative(dist, file)}: ${spelling}`);
    });
    expect(leaks).toEqual([]);
  });

  it('has every form post to the relay, with and without JavaScript', () => {
    for (const route of ['contact', 'get-started', 'machine-sales', 'micro-market', 'pantry-services', 'vending-services']) {
      const page = readFileSync(join(dist, route, 'index.html'), 'utf8');
      expect(page.match(/<form [^>]*data-lead-form[^>]*>/g), route).toEqual([
        expect.stringMatching(/ action="\/api\/leads" method="post"/),
      ]);
    }
  });

  it('gives nginx the relay location, and the pages no foreign origin to send to', () => {
    const conf = readFileSync(join(dist, 'nginx/site.conf'), 'utf8');
    expect(conf).toContain(
      'location ^~ /api/leads {\n    proxy_pass http://127.0.0.1:8787;\n    proxy_set_header Host $host;\n    proxy_set_header X-Forwarded-For $remote_addr;',
    );
    // Requests fall back to default-src 'self': no connect-src of their own.
    expect(conf).toMatch(/default-src 'self';/);
    expect(conf).not.toMatch(/connect-src/);
    expect(conf).toMatch(/form-action 'self';/);
  });
});
