import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sectionReference } from '../codegen/docs.ts';

/**
 * `npm run docs`: writes site/SECTIONS.md, the section reference for editors, from schema/.
 * With --check, writes nothing and exits 1 when the committed file is out of date.
 */
const target = resolve('site/SECTIONS.md');
const text = sectionReference(resolve('schema'));
if (process.argv.includes('--check')) {
  if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
    console.error('site/SECTIONS.md is out of date with schema/. Run: npm run docs');
    process.exit(1);
  }
  console.log('site/SECTIONS.md is up to date.');
} else {
  writeFileSync(target, text);
  console.log('Wrote site/SECTIONS.md');
}
