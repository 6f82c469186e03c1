import { relative, resolve, sep } from 'node:path';

/** The content and schema folders: SITE_DIR picks another content folder (default site/). */
export function sitePaths(root = process.cwd()): { siteDir: string; schemaDir: string } {
  return { siteDir: resolve(root, process.env.SITE_DIR || 'site'), schemaDir: resolve(root, 'schema') };
}

/**
 * Whether `path` lies below `folder`, not `folder` itself. Both absolute and normalised (as resolve
 * and realpath give them): a name is compared up to a separator, so /site-old is not below /site.
 */
export function isBelow(folder: string, path: string): boolean {
  return path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** Whether `path` is `folder` itself or lies below it (both as for isBelow). */
export function isInside(folder: string, path: string): boolean {
  return path === folder || isBelow(folder, path);
}

/** `path` relative to `root` when it lies below it (not `root` itself, not outside), else undefined. */
export function pathBelow(root: string, path: string): string | undefined {
  const [folder, below] = [resolve(root), resolve(path)];
  return isBelow(folder, below) ? relative(folder, below) : undefined;
}
