import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Mark } from '../../src/build/content/schemas';
import { validators, type SchemaFile } from '../../src/build/content/schema-code';
import { temporaryFolder } from '../helpers/temporary';

/** A copy of schema/ in a folder of its own, so its kept code goes with it. */
function schemaCopy() {
  const root = temporaryFolder('schema-code-');
  const dir = join(root, 'schema');
  cpSync('schema', dir, { recursive: true });
  const files = (): SchemaFile[] =>
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((name) => name.endsWith('.schema.json'))
      .sort()
      .map((name) => ({ file: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
  const kept = join(root, '.cache', 'schemas', 'schema');
  const wanted = { page: join(dir, 'page.schema.json'), site: join(dir, 'site.schema.json') };
  return { dir, files, kept, wanted };
}

/** Compiled by ajv in this process (it keeps the schema on the function) or evaluated from kept code. */
const compiledHere = (validate: unknown) => (validate as { schema?: unknown }).schema !== undefined;

/** What a validator makes of a page: the value with its defaults, the errors and the marks. */
function outcome(validate: (this: unknown, value: unknown) => boolean, page: unknown) {
  const value = structuredClone(page);
  const context = { marks: [] as Mark[] };
  const valid = validate.call(context, value);
  const errors = (validate as unknown as { errors?: unknown[] | null }).errors ?? [];
  return { valid, value, errors: JSON.parse(JSON.stringify(errors)) as unknown, marks: context.marks };
}

const home = parse(readFileSync('site/pages/index.yaml', 'utf8')) as { sections: Record<string, unknown>[] };
const broken = {
  ...home,
  sections: [
    { ...home.sections[0], title: 42, extra: true },
    {
      type: 'benefits',
      title: 'Why',
      items: [{ title: 'A', text: 'B', icon: 'no-such-icon', link: { label: 'x', href: 'javascript:1' } }],
    },
    { type: 'no-such-section' },
    ...home.sections.slice(1),
  ],
};

describe('kept schema code', () => {
  it('is written by the first compile and validates, marks and fills defaults as the compiled schemas do', () => {
    const { dir, files, kept, wanted } = schemaCopy();
    const fresh = validators(dir, files(), wanted);
    expect(compiledHere(fresh.page)).toBe(true);
    expect(readdirSync(kept)).toHaveLength(1);

    const again = validators(dir, files(), wanted);
    expect(compiledHere(again.page)).toBe(false);
    for (const page of [home, broken]) {
      const want = outcome(fresh.page!, page);
      const got = outcome(again.page!, page);
      expect(got).toEqual(want);
      expect(got.marks.length).toBeGreaterThan(0);
    }
    expect(outcome(again.page!, broken).valid).toBe(false);
    expect(outcome(again.page!, home).valid).toBe(true);
  });

  it('compiles again when the kept code is damaged, and writes it anew', () => {
    const { dir, files, kept, wanted } = schemaCopy();
    validators(dir, files(), wanted);
    const [name] = readdirSync(kept);
    writeFileSync(join(kept, name!), 'exports.page = (');
    const after = validators(dir, files(), wanted);
    expect(compiledHere(after.page)).toBe(true);
    expect(outcome(after.page!, home).valid).toBe(true);
    expect(compiledHere(validators(dir, files(), wanted).page)).toBe(false);
  });

  it('is not used once a schema changes, and the old code is removed', () => {
    const { dir, files, kept, wanted } = schemaCopy();
    validators(dir, files(), wanted);
    const [before] = readdirSync(kept);
    const hero = join(dir, 'sections', 'hero.schema.json');
    const schema = JSON.parse(readFileSync(hero, 'utf8')) as { required: string[] };
    schema.required.push('subtitle');
    writeFileSync(hero, JSON.stringify(schema));
    const changed = validators(dir, files(), wanted);
    expect(compiledHere(changed.page)).toBe(true);
    const page = { ...home, sections: [{ type: 'hero', title: 'Hi' }] };
    expect(outcome(changed.page!, page).errors).toContainEqual(
      expect.objectContaining({ keyword: 'required', params: { missingProperty: 'subtitle' } }),
    );
    expect(readdirSync(kept)).toHaveLength(1);
    expect(readdirSync(kept)[0]).not.toBe(before);
  });

  it('removes what a stopped run left half written, never what a running one is writing', () => {
    const { dir, files, kept, wanted } = schemaCopy();
    validators(dir, files(), wanted);
    const [code] = readdirSync(kept);
    // Process ids never go this high: the writer of the first is gone. The second's is this process.
    const left = `${code}-99999999-0.tmp`;
    const writing = `${code}-${process.pid}-7.tmp`;
    writeFileSync(join(kept, left), 'exports.page = (');
    writeFileSync(join(kept, writing), 'exports.page = (');
    writeFileSync(join(dir, 'sections', 'hero.schema.json'), readFileSync(join(dir, 'sections', 'hero.schema.json'), 'utf8') + '\n');
    validators(dir, files(), wanted);
    const after = readdirSync(kept);
    expect(after).toHaveLength(2);
    expect(after).toContain(writing);
    expect(after.filter((name) => /^[0-9a-f]+\.cjs$/.test(name) && name !== code)).toHaveLength(1);
  });
});

describe('a long enum', () => {
  /** A folder of one schema: an object whose `name` is one of `count` names, and whose `tone` is one of three. */
  function enumFolder(count: number) {
    const dir = join(temporaryFolder('schema-enum-'), 'schema');
    mkdirSync(dir, { recursive: true });
    const names = Array.from({ length: count }, (_, index) => `name-${index}`);
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        name: { type: 'string', enum: names },
        tone: { enum: ['light', 'dark', 3] },
        list: { type: 'array', items: { enum: [...names, 7, true, null] } },
      },
    };
    const file = join(dir, 'page.schema.json');
    writeFileSync(file, JSON.stringify(schema));
    return { dir, file, schema };
  }

  it('accepts and rejects what ajv enum does, with the same errors in the same order, compiled or kept', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020.js');
    const { dir, file, schema } = enumFolder(300);
    const files = [{ file, text: readFileSync(file, 'utf8') }];
    const compiled = validators(dir, files, { page: file }).page!;
    const kept = validators(dir, files, { page: file }).page!;
    expect(compiledHere(compiled)).toBe(true);
    expect(compiledHere(kept)).toBe(false);
    const plain = new Ajv2020({ allErrors: true, verbose: true }).compile({ ...schema, $id: pathToFileURL(file).href });
    const values = [
      { name: 'name-0', tone: 'dark', list: ['name-299', 7, true, null] },
      { name: 'name-299', tone: 3 },
      { name: 'name-300', tone: 'grey', list: ['name-1', 8, false, 'nothing', { name: 'name-1' }, ['name-1'], Number.NaN] },
      { name: 42, tone: null },
      { name: 'Name-1', tone: '3', list: [null, '7', 'true'] },
    ];
    for (const value of values) {
      const want = outcome(plain as never, value);
      expect(outcome(compiled, value)).toEqual(want);
      expect(outcome(kept, value)).toEqual(want);
    }
    expect(outcome(kept, values[0]).valid).toBe(true);
    expect(outcome(kept, values[2]).errors).toHaveLength(8);
  });
});
