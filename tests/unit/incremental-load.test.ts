/**
 * A load with the cache of the last one (what the development server does on each save, and the
 * build after an edit) gives the unchanged pages as they were, without making them again, and
 * still follows every change a page depends on besides its own file: the company phone of
 * site.yaml in its links, the size of a picture file it shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { contentCache } from '../../src/build/content/content-cache';
import { loadSite } from '../../src/build/content/load-site';
import type { PageData, SiteModel } from '../../src/content/model';
import { fixtureSite, SCHEMA_DIR, type FixtureSite } from '../helpers/fixture-site';

let site: FixtureSite | undefined;
afterAll(() => site?.cleanup());

const ABOUT = `title: Fixture About
description: About the fixture company, its mission and the people behind it.
sections:
  - type: hero
    title: About Fixture Co
    actions:
      - label: Call us
        href: contact:phone
    media:
      poster: { src: /assets/share.png, alt: The fixture company's logo }
`;

const page = (model: SiteModel | undefined, route: string) => model!.pages.find((p) => p.route === route)!;
const hero = (data: PageData) =>
  data.sections[0] as unknown as { actions: { href: string }[]; media: { poster: { width: number; height: number } } };

describe('a load after an edit, with the cache of the last load', () => {
  it('keeps the unchanged pages as they were and follows site.yaml and the picture files they show', async () => {
    site = fixtureSite();
    const at = (rel: string) => join(site!.siteDir, rel);
    writeFileSync(at('pages/about.yaml'), ABOUT);
    const cache = contentCache(SCHEMA_DIR);
    const load = () => loadSite({ siteDir: site!.siteDir, schemaDir: SCHEMA_DIR, cache });

    const first = load();
    expect(first.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(hero(page(first.model, '/about'))).toMatchObject({
      actions: [{ href: 'tel:(214) 555-0142' }],
      media: { poster: { width: 180, height: 180 } },
    });

    // One page edited: it alone is made again.
    writeFileSync(at('pages/contact.yaml'), readFileSync(at('pages/contact.yaml'), 'utf8').replace('Fixture Contact', 'Write to us'));
    const second = load();
    expect(page(second.model, '/contact').title).toBe('Write to us');
    expect(page(second.model, '/about')).toBe(page(first.model, '/about'));
    expect(page(second.model, '/')).toBe(page(first.model, '/'));

    // A new company phone reaches the link of the page that did not change.
    writeFileSync(at('site.yaml'), readFileSync(at('site.yaml'), 'utf8').replace('(214) 555-0142', '(214) 555-0199'));
    const third = load();
    expect(hero(page(third.model, '/about')).actions[0]!.href).toBe('tel:(214) 555-0199');

    // The picture replaced by one of another size: the page that leaves the size out follows it,
    // and site.yaml, which writes the old size, is refused where it says it.
    writeFileSync(
      at('assets/share.png'),
      await sharp({ create: { width: 90, height: 60, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const fourth = load();
    expect(fourth.model).toBeUndefined();
    expect(fourth.issues.filter((issue) => issue.severity === 'error').map((issue) => [issue.file, issue.code])).toEqual([
      [at('site.yaml'), 'image-size'],
      [at('site.yaml'), 'image-size'],
    ]);
    writeFileSync(at('site.yaml'), readFileSync(at('site.yaml'), 'utf8').replace('width: 180, height: 180', 'width: 90, height: 60'));
    expect(hero(page(load().model, '/about')).media.poster).toMatchObject({ width: 90, height: 60 });
  });
});
