/**
 * The project runs TypeScript and Prettier on its code (npm test), and no linter: a comment that
 * switches off a rule of a linter that never runs says something untrue about the code it sits on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('the source', () => {
  it('has no comments for a linter the project does not run (eslint-disable, tslint:disable)', () => {
    const suppressed = ['src', 'tests', 'bench'].flatMap(sourceFiles).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\/[/*]\s*(eslint-disable|eslint-enable|tslint:disable)/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(suppressed).toEqual([]);
  });
});
