import { lstatSync, realpathSync } from 'node:fs';
import type { SiteFile } from './site-entry.ts';
import { listSiteFiles } from './site-files.ts';

/**
 * The files the build publishes from site/assets, by their path relative to it (`logo.svg`,
 * `machines/pro-model.svg`): the `file` entries of listSiteFiles(), which publishAssets() copies.
 */
export function publishedAssets(siteDir: string): Map<string, SiteFile> {
  return new Map(
    listSiteFiles(siteDir, 'assets')
      .filter((entry) => entry.kind === 'file')
      .map((entry) => [entry.rel, entry]),
  );
}

/** Whether a listed file still leads to the same real file, which is still a regular file. */
function stillListed(entry: SiteFile): boolean {
  try {
    return realpathSync(entry.path) === entry.real && lstatSync(entry.real).isFile();
  } catch {
    return false;
  }
}

/**
 * For a server that answers requests from site/assets (the dev server): `find(rel)` gives the
 * published file at `rel` (relative to site/assets, `/` separators), or undefined when the build
 * would not publish one there.
 *
 * The list is kept between requests. A path is trusted only while it still leads to the same real
 * file, a regular one; a path that is not in the list, or whose file was replaced, moved or turned
 * into a link, has the folder listed again before the answer. So a new file is found at once, and a
 * file that has become a dotfile, a leftover or a link that leads outside is never answered.
 */
export function publishedAssetFinder(siteDir: string): { find(rel: string): SiteFile | undefined } {
  let listed: Map<string, SiteFile> | undefined;
  return {
    find(rel) {
      if (listed !== undefined) {
        const entry = listed.get(rel);
        if (entry !== undefined && stillListed(entry)) return entry;
      }
      listed = publishedAssets(siteDir);
      const entry = listed.get(rel);
      return entry !== undefined && stillListed(entry) ? entry : undefined;
    },
  };
}
