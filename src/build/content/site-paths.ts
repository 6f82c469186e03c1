import { isAbsolute, relative, resolve } from 'node:path';

/** The content and schema folders: SITE_DIR picks another content folder (default site/). */
export function sitePaths(root = process.cwd()): { siteDir: string; schemaDir: string } {
  return { siteDir: resolve(root, process.env.SITE_DIR || 'site'), schemaDir: resolve(root, 'schema') };
}

/** `path` relative to `root` when it lies below it (not `root` itself, not outside), else undefined. */
export function pathBelow(root: string, path: string): string | undefined {
  const inside = relative(root, path);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : undefined;
}
