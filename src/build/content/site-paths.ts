import { resolve } from 'node:path';

/** The content and schema folders: SITE_DIR picks another content folder (default site/). */
export function sitePaths(root = process.cwd()): { siteDir: string; schemaDir: string } {
  return { siteDir: resolve(root, process.env.SITE_DIR || 'site'), schemaDir: resolve(root, 'schema') };
}
