/**
 * Which sections of the shipped pages hydrate (src/render/interactive.ts): those that do something,
 * and only those. A static section ships no code and no data, so a wrong entry either breaks a
 * control (a video that never plays) or costs every visitor the section's script.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/build/content/load-site';
import { isInteractive } from '../../src/render/interactive';
import { REPO_DIR, SCHEMA_DIR } from '../helpers/fixture-site';

const pages = loadSite({ siteDir: join(REPO_DIR, 'site'), schemaDir: SCHEMA_DIR }).model!.pages;
const interactiveOn = (route: string) =>
  pages
    .find((page) => page.route === route)!
    .sections.filter(isInteractive)
    .map((section) => section.type);

describe('interactive sections of the shipped site', () => {
  it('are the forms, the steps, the pictures that play a video and the specs that print', () => {
    expect(interactiveOn('/')).toEqual(['hero', 'steps']);
    expect(interactiveOn('/about')).toEqual(['text']);
    expect(interactiveOn('/contact')).toEqual(['lead-form']);
    expect(interactiveOn('/products/pro-model')).toEqual(['product-hero', 'steps']);
    expect(interactiveOn('/cookie-policy')).toEqual([]);
  });

  it('follow their content where it decides: a hero or a text without a video is static', () => {
    const hero = pages.flatMap((page) => page.sections).find((section) => section.type === 'hero')!;
    expect(isInteractive(hero)).toBe(true);
    const { media: _media, ...withoutMedia } = hero as typeof hero & { media?: unknown };
    expect(isInteractive(withoutMedia as typeof hero)).toBe(false);
    expect(isInteractive({ type: 'no-such-section' } as unknown as typeof hero)).toBe(false);
  });
});
