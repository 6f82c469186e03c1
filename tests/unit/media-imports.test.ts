/**
 * The picture pipeline (src/build/media) is a lower layer than the content loader that uses it:
 * its files import only each other and the content model's types (src/content), never the loader,
 * the editor's API, the output or the Vite plugins, so no two folders import each other through it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const MEDIA = resolve('src/build/media');
const ALLOWED = [MEDIA, resolve('src/content')];

it('src/build/media imports only itself and src/content', () => {
  const outside = readdirSync(MEDIA)
    .filter((name) => /\.(ts|mjs)$/.test(name))
    .flatMap((name) => {
      const text = readFileSync(join(MEDIA, name), 'utf8');
      const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
      return targets
        .map((target) => resolve(dirname(join(MEDIA, name)), target))
        .filter((path) => !ALLOWED.some((folder) => dirname(path) === folder || dirname(path).startsWith(`${folder}/`)))
        .map((path) => `${name} → ${relative(process.cwd(), path)}`);
    });
  expect(outside).toEqual([]);
});
