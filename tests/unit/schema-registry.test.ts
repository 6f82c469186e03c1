import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconSchema, iconSprite, siteIcons, siteNetworks } from '../../src/build/codegen/icons';
import { socialSymbolId } from '../../src/ui/icons/social';
import { generateTypes } from '../../src/build/codegen/types';
import { loadSite } from '../../src/build/content/load-site';
import { sectionTypes } from '../../src/build/content/schema-names';
import { COMPONENT_ICONS } from '../../src/ui/icons/icon-names';
import { registry } from '../../src/render/registry';

const sectionFiles = sectionTypes('schema');

describe('one section, one name, four places', () => {
  it('the registry has exactly one component per section schema', () => {
    expect(Object.keys(registry).sort()).toEqual(sectionFiles);
  });

  it('the page schema lists every section schema once', () => {
    const page = JSON.parse(readFileSync('schema/page.schema.json', 'utf8'));
    const refs = (page.$defs.section.oneOf as { $ref: string }[]).map((entry) => entry.$ref.replace(/^sections\/|\.schema\.json$/g, ''));
    expect([...refs].sort()).toEqual(sectionFiles);
  });

  it('each section schema names its own type in its const', () => {
    for (const type of sectionFiles) {
      const schema = JSON.parse(readFileSync(`schema/sections/${type}.schema.json`, 'utf8'));
      expect(schema.properties.type.const, type).toBe(type);
      expect(schema.additionalProperties, type).toBe(false);
    }
  });

  it('the generated TypeScript types match the schemas (run npm run gen:types when this fails)', async () => {
    const fresh = await generateTypes('schema');
    expect(readFileSync('src/generated/content-types.ts', 'utf8')).toBe(fresh);
  });

  it('a section that opens with the usual heading extends SectionHeading; one whose heading differs lists its own fields', () => {
    const types = readFileSync('src/generated/content-types.ts', 'utf8');
    const body = (name: string) => types.slice(types.indexOf(`export interface ${name} `)).split('\n}\n')[0]!;
    expect(body('SectionHeading')).toMatch(/id\?: string;[^]*eyebrow\?: string;[^]*title: string;[^]*subtitle\?: string;/);
    for (const name of ['BenefitsSection', 'FeaturesSection', 'StepsSection', 'HeroSection']) {
      expect(body(name), name).toContain(`export interface ${name} extends SectionHeading {`);
      expect(body(name), name).not.toMatch(/^  (id|eyebrow|title|subtitle)\??:/m);
    }
    // lead-form's id is required, cta has no eyebrow: each keeps its own.
    for (const name of ['LeadFormSection', 'CtaSection']) {
      expect(body(name), name).toContain(`export interface ${name} {`);
      expect(body(name), name).toMatch(/^  title: string;/m);
    }
    expect(body('BenefitsSection')).toContain('items: IconCard[];');
    expect(body('FeaturesSection')).toContain('items: IconCard[];');
  });
});

describe('icons: any Lucide name, a sprite of those the site draws', () => {
  it('schema/defs/icons.schema.json lists exactly the icon names of the installed lucide-react (npm run gen:icons writes it)', () => {
    expect(readFileSync('schema/defs/icons.schema.json', 'utf8')).toBe(iconSchema());
    const names = JSON.parse(iconSchema()).$defs.icon.enum as string[];
    expect(names).toContain('shield-check');
    expect(names.length).toBeGreaterThan(1500);
  });

  it('the sprite holds the icons of the shipped site and of the components, and the glyphs of its social networks, and no other (npm run gen:icons writes it)', async () => {
    expect(readFileSync('src/ui/icons/sprite.svg', 'utf8')).toBe(await iconSprite());
    const drawn = [...readFileSync('src/ui/icons/sprite.svg', 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(drawn).toEqual([...siteIcons(), ...siteNetworks().map(socialSymbolId)]);
    expect(drawn).toContain('social-linkedin');
    for (const name of COMPONENT_ICONS) expect(drawn).toContain(name);
  });

  it('the icons a load of the site finds in its marks are those a walk of the model with the schemas finds (what the build draws)', () => {
    const { model, icons } = loadSite({ siteDir: 'site', schemaDir: 'schema' });
    expect(icons!.length).toBeGreaterThan(10);
    expect(siteIcons({}, model, icons)).toEqual(siteIcons({}, model));
  });

  it('every icon a component names itself is in COMPONENT_ICONS', () => {
    const files = (readdirSync('src', { recursive: true }) as string[])
      .filter((name) => /\.tsx?$/.test(name) && !/^(build|generated|editor)\//.test(name))
      .map((name) => `src/${name}`);
    const named = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/<(?:Icon|IconBadge)\b[^>]*?\bname="([a-z0-9-]+)"/g)) named.add(match[1]!);
      for (const match of text.matchAll(/'([a-z0-9-]+)' as const/g)) if (/IconName/.test(text)) named.add(match[1]!);
      for (const match of text.matchAll(/IconName> = \{([^}]*)\}/g))
        for (const value of match[1]!.matchAll(/:\s*'([a-z0-9-]+)'/g)) named.add(value[1]!);
    }
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((name) => !(COMPONENT_ICONS as readonly string[]).includes(name))).toEqual([]);
  });
});
