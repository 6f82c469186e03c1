import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { iconSprite } from '../codegen/icons.ts';

/** Writes src/ui/icons/sprite.svg; with --check, exits 1 when the committed file is stale. */
const target = resolve('src/ui/icons/sprite.svg');
const text = await iconSprite();
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('src/ui/icons/sprite.svg is out of date with src/ui/icons/icon-names.ts. Run: npm run gen:icons');
    process.exit(1);
  }
  console.log('src/ui/icons/sprite.svg is up to date.');
} else {
  writeFileSync(target, text);
  console.log('Wrote src/ui/icons/sprite.svg');
}
