import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../src/build/codegen/types';
import { registry } from '../../src/render/registry';

const sectionFiles = readdirSync('schema/sections')
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

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
});
