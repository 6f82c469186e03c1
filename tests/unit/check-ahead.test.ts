/**
 * Checking ahead on worker threads (src/build/content/check-ahead.ts), as `npm run validate` does
 * for a large site: the load that follows finds exactly what a load on one thread finds, mistakes
 * and their places included, and the workers really took part.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkAhead } from '../../src/build/content/check-ahead';
import { contentCache } from '../../src/build/content/content-cache';
import { loadSite, type LoadResult } from '../../src/build/content/load-site';
import { fixtureSite, SCHEMA_DIR } from '../helpers/fixture-site';
import { temporaryFolder } from '../helpers/temporary';

const site = fixtureSite();
afterAll(() => site.cleanup());

/** What a visitor or an editor would see of a load: the issues and the model, as plain data. */
const seen = (result: LoadResult) => ({ issues: result.issues, model: JSON.parse(JSON.stringify(result.model ?? null)) as unknown });

describe('checking ahead on worker threads', () => {
  it('leaves the load the checks it would have made itself', async () => {
    const about = readFileSync(join(site.siteDir, 'pages/about.yaml'), 'utf8');
    for (let page = 0; page < 600; page++) {
      let text = about.replace('title: Fixture About', `title: Fixture About ${page}`);
      // A few pages with mistakes, spread over the threads' chunks: an unknown key, and YAML that does not parse.
      if (page % 97 === 5) text = text.replace('sections:', 'sectoins:');
      if (page % 131 === 7) text += '\n  bad: [unclosed\n';
      writeFileSync(join(site.siteDir, `pages/copy-${page}.yaml`), text);
    }
    const alone = seen(loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR }));
    expect(alone.issues.length).toBeGreaterThan(6);

    const cache = contentCache(SCHEMA_DIR);
    let adopted = 0;
    const counted = { ...cache, adopt: (key: string, bytes: Uint8Array) => (adopted++, cache.adopt(key, bytes)) };
    const readAhead = await checkAhead(site.siteDir, SCHEMA_DIR, counted);
    expect(adopted, 'pages checked on a worker').toBeGreaterThan(0);
    let missed = 0;
    const afterwards = { ...cache, get: (key: string) => cache.get(key) ?? (missed++, undefined) };
    expect(seen(loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR, cache: afterwards, changed: readAhead }))).toEqual(alone);
    // The load checked only the files that are not pages (site.yaml, the data files) itself.
    expect(missed).toBeLessThan(10);
  });

  it('leaves schemas that do not compile to the load, which says where', async () => {
    const schemaDir = join(temporaryFolder('schema-'), 'schema');
    cpSync(SCHEMA_DIR, schemaDir, { recursive: true });
    writeFileSync(join(schemaDir, 'page.schema.json'), '{ "type": "object", "properties": ');
    await expect(checkAhead(site.siteDir, schemaDir, contentCache(schemaDir))).resolves.toBeUndefined();
    const { issues, model } = loadSite({ siteDir: site.siteDir, schemaDir });
    expect(model).toBeUndefined();
    expect(issues.map((issue) => issue.code)).toEqual(['schema-error']);
  });
});
