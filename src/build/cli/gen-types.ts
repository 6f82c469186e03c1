import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateTypes } from '../codegen/types.ts';

/** Writes src/generated/content-types.ts; with --check, exits 1 when the committed file is stale. */
const schemaDir = resolve('schema');
const target = resolve('src/generated/content-types.ts');
const text = await generateTypes(schemaDir);
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== text) {
    console.error('src/generated/content-types.ts is out of date with schema/. Run: npm run gen:types');
    process.exit(1);
  }
  console.log('src/generated/content-types.ts is up to date.');
} else {
  writeFileSync(target, text);
  console.log('Wrote src/generated/content-types.ts');
}
