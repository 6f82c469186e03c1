/**
 * Every HTML document the build writes for the shipped site is valid HTML by the W3C Nu checker
 * (npm vnu-jar, run with Java): zero errors. So is every document of the hostile markup fixture
 * (tests/fixtures/hostile/markup: tags and quotes in every text), which must stay text. One java
 * process checks all files, since the checker takes seconds to start.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_DIR } from '../helpers/fixture-site';
import { sharedBuild, sharedFixtureBuild } from '../helpers/site-build';

/** The jar inside the npm package (its JavaScript wrapper would download a Java of its own). */
const VNU = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');
let out: string;
let hostileOut: string;
let files: string[];
let hostileFiles: string[];

const htmlFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => join(dir, file));

beforeAll(async () => {
  [out, hostileOut] = await Promise.all([sharedBuild(), sharedFixtureBuild('markup', HOSTILE_DIR)]);
  files = htmlFiles(out);
  hostileFiles = htmlFiles(hostileOut);
});

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

describe('the prerendered HTML', () => {
  it('has one document per page and the 404 page', () => {
    expect(files.map((file) => relative(out, file))).toContain('404.html');
    expect(files.length).toBeGreaterThan(20);
  });

  it('has no error by the W3C Nu HTML checker, for the shipped site and for the hostile one', () => {
    expect(hostileFiles.length).toBe(4);
    // The quick compiler only and one garbage collector thread: half the CPU for a run this short.
    // Its deeper frames need a larger stack than the checker's 512k minimum.
    const java = ['-Xss8m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const run = spawnSync('java', [...java, '-jar', VNU, '--format', 'json', '--errors-only', ...files, ...hostileFiles], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    if (run.error) throw run.error;
    const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${m.url.replace(/^file:/, '')}:${m.lastLine ?? 0}:${m.firstColumn ?? 0} ${m.message}${m.extract ? ` in ${JSON.stringify(m.extract)}` : ''}`,
      );
    expect(errors).toEqual([]);
    expect(run.status).toBe(0);
  });
});
