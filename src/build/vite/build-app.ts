import { readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Manifest, Plugin, ViteBuilder } from 'vite';
import type { SiteModel } from '../../content/model.ts';
import { iconSprite } from '../codegen/icons.ts';
import { sectionCollections } from '../content/section-collections.ts';
import { contentCacheDir } from '../content/content-cache.ts';
import { pathBelow } from '../content/site-paths.ts';
import { formatReport } from '../diagnostics/format.ts';
import { buildMedia, type BuiltMedia } from '../output/build-media.ts';
import { keptDocuments } from '../output/kept-documents.ts';
import { prerender } from '../output/prerender.ts';
import type { ContentState } from './content-state.ts';
import { bundleCache, bundleCacheDir, bundleKey, type Staged } from './bundle-cache.ts';
import { INBOX_PATH } from './lead-inbox.ts';

/** The server bundle of this build, private to its process so parallel builds never share it. */
const SSR_OUT = `.cache/ssr/${process.pid}`;

/** An error whose whole story is its message: Vite prints it without a stack trace. */
class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }

  /** How Vite prints it under "error during build:": the sentence alone, not `[ContentError: …]`. */
  [Symbol.for('nodejs.util.inspect.custom')]() {
    return this.message;
  }
}
ContentError.prototype.name = 'ContentError';

/**
 * Build and prerender: refuses invalid content before anything is written, builds the client and
 * the server bundle (the pictures are encoded meanwhile), then prerenders every route into the output folder. A failure after writing
 * has begun removes the output folder, so a half-written site is never left. Documents whose
 * inputs did not change since the last build into the same folder are left as they are
 * (kept-documents.ts).
 */
export function buildApp(state: ContentState): Plugin {
  // Whether the output folder is emptied first, as asked (`--emptyOutDir`, build.emptyOutDir) or by
  // Vite's rule (when it lies inside the project): the build does it itself, keeping unchanged documents.
  let emptyOutDir: boolean | null | undefined;
  return {
    name: 'site-content:build',
    config(config) {
      emptyOutDir = config.build?.emptyOutDir;
      return {
        // No modulepreload polyfill: every browser the site supports preloads modules itself (one
        // that does not still loads them, only without the head start).
        build: { assetsDir: '_app', manifest: true, emptyOutDir: false, modulePreload: { polyfill: false } },
        environments: {
          ssr: { build: { outDir: SSR_OUT, emptyOutDir: true, rollupOptions: { input: 'src/entry-server.tsx' } } },
        },
        builder: {
          // One configuration and one set of plugin instances for the client and the server build,
          // as in dev: otherwise Vite loads this configuration again per environment and makes every
          // plugin anew, with an empty content state (the icon sprite then loaded the site twice more).
          sharedConfigBuild: true,
          async buildApp(builder) {
            await state.checkAhead();
            const model = checkedContent(builder, state);
            warnLocalInbox(builder, model);
            // The pictures are encoded while the bundles are built: neither needs the other.
            let media: Promise<BuiltMedia> | undefined;
            const encodePictures = () => {
              media = buildMedia(model, state.siteDir, state.media).then((built) => {
                builder.config.logger.info(
                  `pictures: ${built.variants} variants, ${built.encoded} files encoded (the others from the cache)`,
                );
                return built;
              });
              // Awaited once the bundles are built; a failure meanwhile is not left unhandled.
              media.catch(() => undefined);
              return media;
            };
            try {
              await buildAndPrerender(builder, state, model, encodePictures, emptyOutDir);
            } finally {
              await media?.catch(() => undefined); // a failed bundle build waits for the encoders to stop
            }
          },
        },
      };
    },
  };
}

/** The model of valid content (its warnings printed); invalid content stops the build with its errors. */
function checkedContent(builder: ViteBuilder, state: ContentState): SiteModel {
  const { model, issues, sources } = state.reload();
  if (!issues.length) return model!;
  const report = formatReport(issues, sources, state.root);
  if (model) {
    builder.config.logger.warn(report);
    return model;
  }
  builder.config.logger.error(report);
  const count = issues.filter((issue) => issue.severity === 'error').length;
  throw new ContentError(
    `Build stopped: the site content has ${count} error${count === 1 ? '' : 's'} (listed above); nothing was written.`,
  );
}

/** RENDER_WORKERS=n sets the render threads (0: render in the build's own thread); by default prerender decides. */
function renderWorkers(): number | undefined {
  const value = process.env.RENDER_WORKERS;
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

function warnLocalInbox(builder: ViteBuilder, model: SiteModel) {
  // A relay build posts to /api/leads too, where the relay (npm run leads) answers.
  if (model.site.site.leads.webhookUrl !== INBOX_PATH || model.site.site.leads.relay) return;
  builder.config.logger.warn(
    `\nLeads go to the local inbox ${INBOX_PATH}, which only npm run dev and npm run preview provide.\n` +
      'For a real host, set leads.webhookUrl in site.yaml or build with LEAD_WEBHOOK_URL=https://...\n',
  );
}

async function buildAndPrerender(
  builder: ViteBuilder,
  state: ContentState,
  model: SiteModel,
  encodePictures: () => Promise<BuiltMedia>,
  emptyOutDir: boolean | null | undefined,
) {
  const { root } = state;
  const outDir = resolve(root, builder.config.build.outDir);
  const kept = keptDocuments(contentCacheDir(state.siteDir, root, 'outputs'), outDir);
  if (emptyOutDir ?? pathBelow(root, outDir) !== undefined) kept.clear();
  const bundles = bundleCache(bundleCacheDir(state.siteDir, root), state.siteDir);
  // The sprite draws the content's icons and social links, which the pictures leave as they are.
  const sprite = await iconSprite({ siteDir: state.siteDir, schemaDir: state.schemaDir }, model, state.result.icons);
  const key = bundleKey({ root, schemaDir: state.schemaDir, sprite, config: bundleConfig(builder) });
  const found = bundles.find(key);
  // Started once the sprite is made: the encoders hold Node's thread pool, which its file reads wait for.
  const pictures = encodePictures();
  let staged: Staged | undefined;
  try {
    if (found) {
      found.restore(outDir);
      for (const environment of Object.values(builder.environments)) environment.isBuilt = true;
      builder.config.logger.info('client and server bundles unchanged (code, schemas, icons and configuration): reused');
    } else {
      staged = bundles.stage(key, outDir, outputFiles(await builder.build(builder.environments.client!)));
      await builder.build(builder.environments.ssr!);
    }
    const media = await pictures;
    const files = await prerender({
      model: media.model,
      siteDir: state.siteDir,
      outDir,
      serverEntry: join(found?.ssrDir ?? join(root, SSR_OUT), 'entry-server.js'),
      template: readFileSync(join(outDir, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest,
      cacheDir: contentCacheDir(state.siteDir, root, 'render'),
      kept,
      renderWorkers: renderWorkers(),
      collections: sectionCollections(state.schemaDir),
    });
    await media.publish(outDir);
    staged?.commit(join(root, SSR_OUT));
    rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    builder.config.logger.info(`prerendered ${files.length} documents into ${relative(root, outDir) || '.'}/`);
  } catch (error) {
    staged?.drop();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(join(root, SSR_OUT), { recursive: true, force: true });
  }
}

/** What of the resolved configuration shapes the bundles: mode, base, environment, build options, plugins. */
function bundleConfig(builder: ViteBuilder): unknown {
  const { config, environments } = builder;
  return {
    mode: config.mode,
    base: config.base,
    env: config.env,
    define: config.define,
    alias: config.resolve.alias,
    plugins: config.plugins.map((plugin) => plugin.name),
    environments: Object.fromEntries(Object.entries(environments).map(([name, environment]) => [name, environment.config.build])),
  };
}

/** The files a client build wrote, relative to its output folder. */
function outputFiles(output: Awaited<ReturnType<ViteBuilder['build']>>): string[] {
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  return outputs.flatMap((one) => one.output.map((file) => file.fileName));
}
