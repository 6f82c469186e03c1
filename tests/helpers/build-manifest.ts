/**
 * What a shared build holds (tests/helpers/site-build.ts), to tell at the end of a run whether a
 * test changed one. No vitest or vite here: the global setup imports it in the main process.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir` (links not followed) with a digest of its content, sorted by path. */
export function digests(dir: string): [string, string][] {
  if (!existsSync(dir)) return [];
  if (!lstatSync(dir).isDirectory()) return [['', createHash('sha1').update(readFileSync(dir)).digest('hex')]];
  return (readdirSync(dir, { recursive: true }) as string[]).sort().flatMap((rel): [string, string][] => {
    const stat = lstatSync(join(dir, rel));
    if (stat.isFile())
      return [
        [
          rel,
          createHash('sha1')
            .update(readFileSync(join(dir, rel)))
            .digest('hex'),
        ],
      ];
    return stat.isSymbolicLink() ? [[rel, `link`]] : [];
  });
}

/** Each shared build of the run under `root` that is not as it was written, with what changed. */
export function changedBuilds(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const dir = join(root, name.slice(0, -'.json'.length));
      const before = new Map(JSON.parse(readFileSync(join(root, name), 'utf8')) as [string, string][]);
      const after = new Map(digests(dir));
      const changes = [
        ...[...before.keys()].filter((file) => !after.has(file)).map((file) => `removed ${file}`),
        ...[...after]
          .filter(([file, digest]) => before.get(file) !== digest)
          .map(([file]) => (before.has(file) ? `changed ${file}` : `added ${file}`)),
      ];
      return changes.length ? [`${dir}: ${changes.slice(0, 10).join(', ')}${changes.length > 10 ? ', …' : ''}`] : [];
    });
}
