/**
 * "Fix it in the editor": the page editor's address of an issue (src/build/diagnostics/editor-link.ts),
 * and the development error overlay that lists it under each error of a page file.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { editorLinkOf } from '../../src/build/diagnostics/editor-link';
import type { SiteIssue } from '../../src/build/diagnostics/issues';
import type { ContentState } from '../../src/build/vite/content-state';
import { EDITOR_LINK_LABEL, overlayPayload } from '../../src/build/vite/error-overlay';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

const sites: FixtureSite[] = [];
afterAll(() => sites.forEach((site) => site.cleanup()));

function load(caseName: string) {
  const site = fixtureSite(caseName);
  sites.push(site);
  return { site, result: loadSite({ siteDir: site.siteDir, schemaDir: SCHEMA_DIR }) };
}

const SITE = '/work/site';
const issue = (file: string, path: string, code: SiteIssue['code'] = 'not-allowed'): SiteIssue => ({
  code,
  severity: 'error',
  file: join(SITE, file),
  line: 3,
  column: 5,
  path,
  message: 'must be 5',
  hint: 'Set it to 5.',
});

describe('editorLinkOf', () => {
  it('opens the page of the file at the section the issue is in (counted from 1 in the address)', () => {
    expect(editorLinkOf(issue('pages/about.yaml', 'sections[2] (testimonials) › items[0] › rating'), SITE)).toBe('/__edit/about?section=3');
    expect(editorLinkOf(issue('pages/about.yaml', 'sections[0] (hero)'), SITE)).toBe('/__edit/about?section=1');
    expect(editorLinkOf(issue('pages/index.yaml', 'sections[11] (cta) › title'), SITE)).toBe('/__edit/index?section=12');
    expect(editorLinkOf(issue('pages/products/index.yaml', 'sections[1] (steps)'), SITE)).toBe('/__edit/products?section=2');
    expect(editorLinkOf(issue('pages/products/pro-model.yaml', 'sections[0] (product-hero)'), SITE)).toBe(
      '/__edit/products/pro-model?section=1',
    );
  });

  it('opens the page alone for an issue outside its sections or in the whole file', () => {
    expect(editorLinkOf(issue('pages/about.yaml', 'title'), SITE)).toBe('/__edit/about');
    expect(editorLinkOf(issue('pages/about.yaml', 'sections'), SITE)).toBe('/__edit/about');
    expect(editorLinkOf(issue('pages/about.yaml', '', 'yaml-syntax'), SITE)).toBe('/__edit/about');
  });

  it('gives no address for files the editor does not open as that page', () => {
    expect(editorLinkOf(issue('site.yaml', 'header › nav[0] › href'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('data/testimonials.yaml', 'items › one › rating'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('pages/Services.yaml', '', 'bad-filename'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('pages/gyms.yml', '', 'bad-filename'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('pages/notes.txt', '', 'not-a-page'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('pages/site.yaml', '', 'reserved-address'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('pages/about/index.yaml', '', 'duplicate-route'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('pages/leak.yaml', '', 'unsafe-link'), SITE)).toBeUndefined();
    expect(editorLinkOf(issue('../outside/pages/about.yaml', 'sections[0] (hero)'), SITE)).toBeUndefined();
  });

  it('reads the paths the loader records', () => {
    const { site, result } = load('several-mistakes');
    const links = result.issues.map((found) => editorLinkOf(found, site.siteDir));
    expect(result.issues.map((found) => found.path)).toContain('sections[2] (testimonials) › items[0] › rating');
    expect(new Set(links)).toEqual(new Set(['/__edit/about?section=1', '/__edit/about?section=2', '/__edit/about?section=3']));
  });
});

describe('the development error overlay', () => {
  const overlay = (caseName: string) => {
    const { site, result } = load(caseName);
    const state = { result, root: site.root, siteDir: site.siteDir } as ContentState;
    return overlayPayload(state).err.message;
  };

  it('lists "Fix it in the editor" with the address of each error of a page file, after its fix', () => {
    const message = overlay('several-mistakes');
    const blocks = message.split('\n\n');
    expect(blocks.length).toBeGreaterThan(1);
    for (const block of blocks) expect(block).toMatch(/\n {2}Fix: .*\n {2}Fix it in the editor: \/__edit\/about\?section=\d$/);
    expect(message).toContain('site/pages/about.yaml:');
    expect(blocks.find((block) => block.includes('items[0] › rating'))).toContain(`${EDITOR_LINK_LABEL}: /__edit/about?section=3`);
  });

  it('has no editor address for a file the editor does not open', () => {
    expect(overlay('capital-name')).not.toContain(EDITOR_LINK_LABEL);
    expect(overlay('missing-data-file')).not.toContain(EDITOR_LINK_LABEL);
  });
});
