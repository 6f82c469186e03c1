import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { abandoned, quietlyRemove, temporaryName } from '../content/atomic-file.ts';
import { filesUnder } from '../content/files-under.ts';
import { pathBelow } from '../content/site-paths.ts';

/**
 * The client and the server bundle of a build, kept in the project's .cache/bundles/ (the server
 * bundle imports the project's packages, so it must lie inside the project), one folder per
 * content folder (bundleCacheDir), under a key of
 * everything they are made from, so that a build whose code, schemas, icons and configuration are
 * unchanged (an edit of page texts) copies the client files into the output folder and renders with
 * the kept server entry instead of bundling both again. Only a complete build stores its bundles;
 * an entry is a folder that appears whole (renamed into place) or not at all, and nothing here can
 * fail a build: an entry that cannot be read is a miss.
 */
export interface BundleCache {
  /** The folder of the bundles kept under `key`, or undefined. */
  find(key: string): Bundles | undefined;
  /**
   * Start keeping the bundles a build just made: the client files (relative to `outDir`) are copied
   * at once, before the prerender writes over the built index.html; `commit` moves the server bundle
   * folder in once the build is complete.
   */
  stage(key: string, outDir: string, clientFiles: readonly string[]): Staged;
}

export interface Staged {
  commit(ssrDir: string): void;
  drop(): void;
}

export interface Bundles {
  /** Copy the client files into the output folder (as the client build would write them). */
  restore(outDir: string): void;
  /** The server bundle's folder (entry-server.js and its chunks). */
  readonly ssrDir: string;
}

/** Entries kept at most (the most recently used): a few configurations side by side (a build with LEAD_WEBHOOK_URL and one without). */
const KEPT = 4;
/** Written last into an entry: the list of its client files. */
const LIST = 'client-files.json';

/**
 * What a bundle is made from, besides the content's icon sprite: the project's code and its
 * entry pages, the schemas (the generated types and the editor's forms import them), the packages
 * installed (their lock files), the Node version, and the resolved configuration (mode, base,
 * environment variables, build options, plugins), the output folder aside.
 */
export interface BundleInputs {
  root: string;
  schemaDir: string;
  /** The icon sprite the build emits (it depends on the icons the content names). */
  sprite: string;
  /** The parts of the resolved configuration that shape the output. */
  config: unknown;
}

const SOURCES = [
  'src',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'node_modules/.package-lock.json',
];

export function bundleKey({ root, schemaDir, sprite, config }: BundleInputs): string {
  const hash = createHash('sha256').update('bundles 1\0').update(process.version).update('\0').update(root).update('\0');
  const files = [...SOURCES.map((path) => join(root, path)), schemaDir].flatMap((path) =>
    existsSync(path) && statSync(path).isDirectory() ? filesUnder(path) : [path],
  );
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(none)');
    }
    hash.update('\0');
  }
  return hash.update(sprite).update('\0').update(stableJson(config)).digest('hex').slice(0, 32);
}

/** JSON of a configuration value: functions and output folders left out, keys sorted, cycles cut. */
function stableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const walk = (node: unknown): unknown => {
    if (typeof node === 'function') return '(function)';
    if (node === null || typeof node !== 'object') return node;
    if (seen.has(node)) return '(cycle)';
    seen.add(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node instanceof RegExp) return String(node);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node).sort())
      if (key !== 'outDir' && key !== 'emptyOutDir') out[key] = walk((node as Record<string, unknown>)[key]);
    return out;
  };
  return JSON.stringify(walk(value)) ?? '';
}

/** Written into each content folder's entry folder: the content folder it belongs to (swept when that is gone). */
const OWNER = 'site-dir';

/**
 * Where the bundles of builds of `siteDir` are kept: `.cache/bundles/<name>` of the project, the
 * name the content folder's own (site/ → site) or, for a folder outside the project, its name and
 * a hash of its path.
 */
export function bundleCacheDir(siteDir: string, root: string): string {
  const dir = resolve(siteDir);
  const inside = pathBelow(root, dir);
  const name = inside ? inside.split(sep).join('_') : `${basename(dir)}-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`;
  return join(root, '.cache', 'bundles', name);
}

export function bundleCache(dir: string, siteDir: string): BundleCache {
  return {
    find(key) {
      const entry = join(dir, key);
      let files: string[];
      try {
        files = JSON.parse(readFileSync(join(entry, LIST), 'utf8')) as string[];
        if (!Array.isArray(files) || !existsSync(join(entry, 'ssr', 'entry-server.js'))) return undefined;
        const now = new Date();
        utimesSync(entry, now, now); // used: the last to be swept
      } catch {
        return undefined;
      }
      return {
        ssrDir: join(entry, 'ssr'),
        restore(outDir) {
          for (const file of files) {
            mkdirSync(dirname(join(outDir, file)), { recursive: true });
            cpSync(join(entry, 'client', file), join(outDir, file));
          }
        },
      };
    },
    stage(key, outDir, clientFiles) {
      const entry = join(dir, key);
      const partial = join(dir, temporaryName(key));
      try {
        for (const file of clientFiles) {
          mkdirSync(dirname(join(partial, 'client', file)), { recursive: true });
          cpSync(join(outDir, file), join(partial, 'client', file));
        }
      } catch {
        quietlyRemove(partial);
        return { commit() {}, drop() {} };
      }
      return {
        commit(ssrDir) {
          try {
            renameSync(ssrDir, join(partial, 'ssr'));
            writeFileSync(join(partial, LIST), JSON.stringify(clientFiles));
            if (existsSync(entry)) quietlyRemove(partial);
            else renameSync(partial, entry);
            writeFileSync(join(dir, OWNER), resolve(siteDir));
          } catch {
            quietlyRemove(partial);
            return;
          }
          sweep(dir, key);
          sweepGone(dirname(dir));
        },
        drop() {
          quietlyRemove(partial);
        },
      };
    },
  };
}

/** Keep the KEPT entries last used (never `current`); remove partial entries whose build is gone. */
function sweep(dir: string, current: string) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const entries: { name: string; used: number }[] = [];
  for (const name of names) {
    const path = join(dir, name);
    if (name === OWNER) continue;
    if (name.endsWith('.tmp')) {
      if (abandoned(path)) quietlyRemove(path);
      continue;
    }
    try {
      if (name !== current) entries.push({ name, used: statSync(path).mtimeMs });
    } catch {
      // Removed meanwhile.
    }
  }
  entries.sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(KEPT - 1)) quietlyRemove(join(dir, name));
}

/** Remove the bundles of content folders that are gone (a test's or a benchmark's temporary site). */
function sweepGone(bundlesDir: string) {
  let names: string[];
  try {
    names = readdirSync(bundlesDir);
  } catch {
    return;
  }
  for (const name of names) {
    try {
      const owner = readFileSync(join(bundlesDir, name, OWNER), 'utf8');
      if (!existsSync(owner)) quietlyRemove(join(bundlesDir, name));
    } catch {
      // Not written yet, or being removed: left for a later run.
    }
  }
}
