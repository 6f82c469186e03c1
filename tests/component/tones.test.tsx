// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTheme } from '../../src/theme/theme';
import { loadFixtureSite, renderSectionsOf } from '../helpers/render';
import { asLoaded, type WrittenSection } from './as-loaded';

const site = loadFixtureSite('site').site;
const theme = makeTheme(site.site.theme);
const TONES = ['light', 'muted', 'dark', 'brand'] as const;

interface SectionSchema {
  properties: { type: { const: string }; tone?: { $ref?: string } };
  examples: WrittenSection[];
}
const schemas = readdirSync('schema/sections').map(
  (file) => JSON.parse(readFileSync(join('schema/sections', file), 'utf8')) as SectionSchema,
);
const toned = schemas.filter((schema) => schema.properties.tone);

/** A colour as the DOM gives it back: `#0f172a` and `rgb(15, 23, 42)` both become `15,23,42`; a see-through one keeps its alpha. */
function channels(colour: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)).join(',');
  return (colour.match(/[\d.]+/g) ?? []).join(',');
}

afterEach(cleanup);

describe('section tones', () => {
  it('are one definition: every section with a background refers to $defs/tone, which has the four tones the Band draws', () => {
    const common = JSON.parse(readFileSync('schema/defs/common.schema.json', 'utf8')) as { $defs: { tone: { enum: string[] } } };
    expect(common.$defs.tone.enum).toEqual([...TONES]);
    expect(toned.length).toBeGreaterThan(10);
    for (const schema of toned)
      expect(schema.properties.tone!.$ref, schema.properties.type.const).toBe('../defs/common.schema.json#/$defs/tone');
  });

  it.each(TONES)(
    '%s: every section that takes it draws light words on dark and brand, dark ones on light and muted, and none on a white card',
    (tone) => {
      const sections = asLoaded(toned.map((schema) => ({ ...schema.examples[0]!, tone })));
      const { container } = renderSectionsOf(site, sections);
      // An interactive section (the lead form) is in its island's element, which has no box of its own.
      const bands = [...container.children].map((child) =>
        child.hasAttribute('data-island') ? child.firstElementChild! : child,
      ) as HTMLElement[];
      expect(bands).toHaveLength(toned.length);
      const words = tone === 'dark' || tone === 'brand' ? theme.colors.darkForeground : theme.colors.foreground;
      for (const [index, band] of bands.entries())
        expect(channels(getComputedStyle(band).color), sections[index]!.type).toBe(channels(words));
      // A white card or tile never takes the light words of a dark band.
      const white = [...container.querySelectorAll<HTMLElement>(':not(input, select, textarea, option)')].filter(
        (element) => channels(getComputedStyle(element).backgroundColor) === channels(theme.colors.background),
      );
      expect(white.length).toBeGreaterThan(20);
      const light = [theme.colors.darkForeground, theme.colors.darkMutedForeground, theme.colors.darkSubtleForeground].map(channels);
      for (const card of white) expect(light, card.outerHTML.slice(0, 80)).not.toContain(channels(getComputedStyle(card).color));
    },
  );
});
