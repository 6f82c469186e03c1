import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageData } from '../../content/model.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { rememberWalked, type Met } from '../media/attach-pictures.ts';
import { quietlyRemove, temporaryName } from './atomic-file.ts';
import { deepFreeze, fileStamp } from './content-cache.ts';
import { filesUnder } from './files-under.ts';

/**
 * Everything a load made of one page file, kept so that a later load (the development server's on
 * the next save, or the next build in a new process) takes it as it is while the file and the
 * load's context (the schemas and code, site.yaml, the data, the listings, the assets) are
 * unchanged: the page is neither read, nor decoded from the content cache, nor walked again.
 */
export interface PageState {
  /** The file's stamp (content-cache.ts fileStamp) when the bytes the state was made from were read. */
  stamp: string;
  /** The key of the file's check in the content cache, kept used so that a full load finds it. */
  key: string;
  route: string;
  /** The page's section ids (each once) and its catch-all flag: what the other pages' links are checked against. */
  anchors: string[];
  catchAll: boolean;
  /** Every issue of the file (warnings: a page with an error is never kept). */
  issues: SiteIssue[];
  /** The icon names the page draws. */
  icons: string[];
  /** The page as the model has it, pictures attached. */
  page: PageData;
  /** pageDigest(page). */
  digest: string;
  /** The pictures a walk met below the page (attach-pictures.ts), when known: it is not walked again while their files are unchanged. */
  pictures?: Met;
}

export interface LoadSnapshot {
  /**
   * Before a load: whether the pages kept can be used in a load with this `context` (a hash of
   * everything a page's state depends on besides its own file). With `changed`, the watcher's
   * word that since the last load only these files changed: the others kept by this process are
   * not looked at.
   */
  begin(context: string, changed?: ReadonlySet<string>): boolean;
  /** The state kept of a page file that is unchanged since (its stamp is the same), else undefined. */
  reuse(file: string): PageState | undefined;
  /** The state kept of a page file, changed since or not (undefined when begin() said the states cannot be used). */
  previous(file: string): PageState | undefined;
  /**
   * Before a load, without its context: whether `file` is unchanged since its state was kept under
   * the checking fingerprint `fingerprint` (so checking it ahead is of no use).
   */
  fresh(file: string, fingerprint: string): boolean;
  /** After a load without error: the state of each of its pages (by file), for the next load. */
  keep(context: string, fingerprint: string, states: Map<string, PageState>): void;
}

/** The code a page's state comes from besides the checking code (the model, addresses, pictures). */
const STATE_CODE = ['../../content', '../media'].map((folder) => join(dirname(fileURLToPath(import.meta.url)), folder));
let stateCode: string | undefined;

/** A hash of the code a page's state is made by, besides the checking code (read once per process). */
export function stateCodeFingerprint(): string {
  if (stateCode !== undefined) return stateCode;
  const hash = createHash('sha256');
  for (const file of STATE_CODE.flatMap(filesUnder)) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return (stateCode = hash.digest('hex'));
}

const digests = new WeakMap<object, string>();

/** A hash of a page as JSON, made once per frozen page object (a kept page comes with its own). */
export function pageDigest(page: object): string {
  const known = digests.get(page);
  if (known !== undefined) return known;
  const digest = createHash('sha256').update(JSON.stringify(page)).digest('hex');
  if (Object.isFrozen(page)) digests.set(page, digest);
  return digest;
}

/** The states as written: under the fingerprint and context they were made in. */
interface Written {
  id: string;
  fingerprint: string;
  context: string;
  states: Record<string, PageState>;
}

/** The states written again since the last whole file, at most this share of the pages, go in a small file beside it. */
const DELTA_SHARE = 0.1;

/**
 * The states of a content folder's pages, in memory and, with `dir`, on disk: one file of every
 * state (rewritten after a load whose context changed) and one of those changed since (rewritten
 * after each load), each read in one go. A missing or unreadable file only means the pages are
 * loaded the ordinary way; nothing here can fail a load.
 */
export function loadSnapshot(dir?: string): LoadSnapshot {
  const wholeFile = dir && join(dir, 'pages.json');
  const deltaFile = dir && join(dir, 'changed.json');
  let loaded = false;
  let fingerprint = '';
  let context = '';
  let states = new Map<string, PageState>();
  /** The whole file on disk: its id and the states in it (by file), to know which states changed since. */
  let base: { id: string; context: string; states: Map<string, PageState> } | undefined;
  /** Files whose stamp was compared with their state's in this process (or whose state this process made). */
  const verified = new Set<string>();
  let usable = false;
  let trustUnchanged: ReadonlySet<string> | undefined;

  const load = () => {
    if (loaded || !wholeFile || !deltaFile) return;
    loaded = true;
    const whole = readJson(wholeFile);
    if (!whole) return;
    const delta = readJson(deltaFile);
    base = { id: whole.id, context: whole.context, states: new Map(Object.entries(whole.states)) };
    states = new Map(base.states);
    ({ fingerprint, context } = whole);
    if (delta && delta.id === whole.id && delta.fingerprint === whole.fingerprint && delta.context === whole.context)
      for (const [file, state] of Object.entries(delta.states)) states.set(file, state);
    for (const state of states.values()) {
      deepFreeze(state.page); // shared with every later load, as the content cache's values are
      digests.set(state.page, state.digest);
      if (state.pictures) rememberWalked(state.page, state.pictures);
    }
  };

  /** Whether a file is as its state was made from: compared once per process, then trusted while the watcher says so. */
  const unchanged = (file: string, state: PageState) => {
    if (verified.has(file)) return true;
    try {
      if (fileStamp(statSync(file, { bigint: true })) !== state.stamp) return false;
    } catch {
      return false;
    }
    verified.add(file);
    return true;
  };

  return {
    begin(now, changed) {
      load();
      usable = now === context && states.size > 0;
      trustUnchanged = changed;
      if (!changed) verified.clear();
      return usable;
    },
    reuse(file) {
      const state = usable ? states.get(file) : undefined;
      if (!state) return undefined;
      if (trustUnchanged?.has(file)) {
        verified.delete(file);
        return undefined;
      }
      return unchanged(file, state) ? state : undefined;
    },
    previous(file) {
      return usable ? states.get(file) : undefined;
    },
    fresh(file, now) {
      load();
      const state = now === fingerprint ? states.get(file) : undefined;
      return state !== undefined && unchanged(file, state);
    },
    keep(nowContext, nowFingerprint, next) {
      const sameBase = base !== undefined && base.context === nowContext && base.states.size > 0 && next.size > 0;
      states = next;
      context = nowContext;
      fingerprint = nowFingerprint;
      verified.clear();
      for (const file of next.keys()) verified.add(file);
      if (!wholeFile || !deltaFile) return;
      const changedSince = sameBase ? [...next].filter(([file, state]) => base!.states.get(file) !== state) : undefined;
      const removed = sameBase ? [...base!.states.keys()].filter((file) => !next.has(file)).length : 0;
      try {
        mkdirSync(dir, { recursive: true });
        if (changedSince && removed === 0 && changedSince.length <= Math.max(50, DELTA_SHARE * next.size)) {
          writeJson(deltaFile, { id: base!.id, fingerprint, context, states: Object.fromEntries(changedSince) });
          return;
        }
        const id = createHash('sha256').update(`${process.pid}:${Date.now()}:${Math.random()}`).digest('hex').slice(0, 16);
        rmSync(deltaFile, { force: true });
        writeJson(wholeFile, { id, fingerprint, context, states: Object.fromEntries(next) });
        base = { id, context, states: new Map(next) };
      } catch {
        // A read-only cache: the next process loads the pages the ordinary way.
      }
    },
  };
}

function readJson(file: string): Written | undefined {
  try {
    const written = JSON.parse(readFileSync(file, 'utf8')) as Partial<Written>;
    if (typeof written.id !== 'string' || typeof written.context !== 'string' || typeof written.fingerprint !== 'string') return undefined;
    return written.states && typeof written.states === 'object' ? (written as Written) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(file: string, written: Written) {
  const partial = join(dirname(file), temporaryName('snapshot'));
  try {
    writeFileSync(partial, JSON.stringify(written));
    renameSync(partial, file);
  } catch (error) {
    quietlyRemove(partial);
    throw error;
  }
}
