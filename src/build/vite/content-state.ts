import type { PageData } from '../../content/model.ts';
import { checkAhead } from '../content/check-ahead.ts';
import { contentCache, contentCacheDir } from '../content/content-cache.ts';
import { loadSite, type LoadResult } from '../content/load-site.ts';
import { mediaStore, type MediaStore } from '../media/media-store.ts';
import { sitePaths } from '../content/site-paths.ts';
import { galleryPage } from './gallery.ts';

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
  /**
   * Load site/ again (with the webhook of LEAD_WEBHOOK_URL when set) and keep the result. With
   * `changed`, the watcher's word that only these files changed and none was added or removed.
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
  let ahead: ReadonlySet<string> | undefined;
  const media = mediaStore(siteDir, contentCacheDir(siteDir, process.cwd(), 'media'));
  const state: ContentState = {
    siteDir,
    schemaDir,
    media,
    root: process.cwd(),
    result: { issues: [], sources: new Map() },
    onPublish: new Set(),
    reload(changed = ahead) {
      ahead = undefined;
      state.result = withWebhookOverride(loadSite({ siteDir, schemaDir, cache, changed, media }));
      return state.result;
    },
    async checkAhead() {
      ahead = await checkAhead(siteDir, schemaDir, cache);
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

/** LEAD_WEBHOOK_URL, when set, replaces the webhook of site.yaml (a production build sets it). */
function withWebhookOverride(result: LoadResult): LoadResult {
  const override = process.env.LEAD_WEBHOOK_URL;
  if (!result.model || !override) return result;
  // A new object: the loaded values are shared with the content cache, which keeps them read-only.
  const { site } = result.model;
  // Whether the site.yaml webhook takes form posts says nothing about this one.
  const leads = { ...site.site.leads, webhookUrl: override, formPosts: process.env.LEAD_WEBHOOK_FORM_POSTS === 'true' };
  return { ...result, model: { ...result.model, site: { ...site, site: { ...site.site, leads } } } };
}
