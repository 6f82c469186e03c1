import type { PageData } from '../../content/model.ts';
import { checkAhead } from '../content/check-ahead.ts';
import { contentCache, contentCacheDir, mediaCacheDir } from '../content/content-cache.ts';
import { loadSite, type LoadResult } from '../content/load-site.ts';
import { loadSnapshot } from '../content/load-snapshot.ts';
import { savePages, type PageSaveIndex } from '../content/page-save.ts';
import { mediaStore, type MediaStore } from '../media/media-store.ts';
import { sitePaths } from '../content/site-paths.ts';
import { galleryPage } from './gallery.ts';
import { leadTarget } from './lead-target.ts';

/**
 * The content as the plugins of siteContent() share it: the folders, the project root (Vite's, once
 * the config is resolved) and the result of the last load.
 */
export interface ContentState {
  readonly siteDir: string;
  readonly schemaDir: string;
  /** The pictures' facts and variants, kept between loads and requests (media/media-store.ts). */
  readonly media: MediaStore;
  root: string;
  /** The last load: issues, sources and, when there is no error, the model. */
  result: LoadResult;
  /** How many loads there were: a page of the dev server carries the one it was rendered from. */
  revision: number;
  /**
   * Load site/ again (with the lead settings of lead-target.ts) and keep the result. With
   * `changed`, the watcher's word that only these files changed and none was added or removed:
   * when they are page files the last whole load read, and their section ids are the same, only
   * they are checked (page-save.ts).
   */
  reload(changed?: ReadonlySet<string>): LoadResult;
  /**
   * Before a whole load of a large site: check the pages the cache lacks on every core
   * (check-ahead.ts); the next reload takes what was read then.
   */
  checkAhead(): Promise<void>;
  /** The section gallery of the dev server, or null while the content has errors. */
  gallery(): PageData | null;
  /** Called in dev after each load of valid content is published to the open pages (hot-update.ts). */
  readonly onPublish: Set<() => void>;
}

export function contentState(): ContentState {
  const { siteDir, schemaDir } = sitePaths();
  // Unchanged files are not parsed again: between saves in development, between runs on disk.
  const cache = contentCache(schemaDir, contentCacheDir(siteDir));
  // Unchanged pages are not even decoded: between saves in development, between runs on disk.
  const snapshot = loadSnapshot(contentCacheDir(siteDir, process.cwd(), 'load'));
  let ahead: ReadonlySet<string> | undefined;
  // What the last whole load without error knew (page-save.ts): a save of page files it read checks only those files.
  let index: PageSaveIndex | undefined;
  // The files checked by saves since the last whole load: the caches have not read them since.
  const saved = new Set<string>();
  const media = mediaStore(siteDir, mediaCacheDir(siteDir));
  const state: ContentState = {
    siteDir,
    schemaDir,
    media,
    root: process.cwd(),
    result: { issues: [], sources: new Map() },
    revision: 0,
    onPublish: new Set(),
    reload(changed = ahead) {
      ahead = undefined;
      const quick = changed && index && savePages(index, changed);
      if (quick) {
        changed!.forEach((file) => saved.add(file));
        state.result = withLeadTarget(quick);
      } else {
        // A whole load reads again every file a save checked meanwhile.
        const since = changed && new Set([...saved, ...changed]);
        saved.clear();
        const { index: next, ...whole } = loadSite({ siteDir, schemaDir, cache, changed: since, media, snapshot, index: true });
        index = next;
        state.result = withLeadTarget(whole);
      }
      state.revision += 1;
      return state.result;
    },
    async checkAhead() {
      ahead = await checkAhead(siteDir, schemaDir, cache, snapshot);
    },
    gallery() {
      try {
        return state.result.model ? galleryPage(schemaDir) : null;
      } catch {
        return null; // a schema file in the middle of an edit; validation reports it
      }
    },
  };
  return state;
}

/** The pages' lead settings: for the relay, or with LEAD_WEBHOOK_URL (lead-target.ts). */
function withLeadTarget(result: LoadResult): LoadResult {
  if (!result.model) return result;
  // A new object: the loaded values are shared with the content cache, which keeps them read-only.
  const { site } = result.model;
  const leads = leadTarget(site.site.leads);
  if (leads === site.site.leads) return result;
  return { ...result, model: { ...result.model, site: { ...site, site: { ...site.site, leads } } } };
}
