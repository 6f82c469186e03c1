import { createHash } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageData } from '../../content/model.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { rememberWalked, type Met } from '../media/attach-pictures.ts';
import { rememberSiteReads } from '../../render/island-data.ts';
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
  /**
   * The file's stamp (content-cache.ts fileStamp) when the bytes the state was made from were read;
   * empty when it had changed just before (it is read again next time).
   */
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
  /** What the page's islands read of site.yaml (render/island-data.ts pageSiteReads). */
  siteReads: readonly string[];
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
  /**
   * After a load without error: the state of each of its pages (by file), for the next load. The
   * states changed since the whole snapshot on disk are written at once beside it; a new whole
   * snapshot (many pages changed, or the context) is written a moment later.
   */
  keep(context: string, fingerprint: string, states: Map<string, PageState>): void;
  /** Write a whole snapshot that keep() left waiting now. */
  flush(): void;
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

/**
 * A page as written: its top-level keys in order, the values that are not objects, and where the
 * others are: in the pages file of the whole snapshot (`at`: offset and length of their JSON), or
 * inline (`parts`) in the file of the states changed since.
 */
interface StoredPage {
  keys: string[];
  plain: Record<string, unknown>;
  at?: [number, number];
  parts?: Record<string, unknown>;
}

type StoredState = Omit<PageState, 'page'> & { page: StoredPage };

/** The states as written: under the fingerprint and context they were made in. */
interface Written {
  version: number;
  id: string;
  fingerprint: string;
  context: string;
  states: Record<string, StoredState>;
}

/** The states written again since the last whole file, at most this share of the pages, go in a small file beside it. */
const DELTA_SHARE = 0.1;

/** A page's plain values and the JSON of its object values, as they are written. */
interface PageParts {
  shape: { keys: string[]; plain: Record<string, unknown> };
  /** The JSON of the object values: the bytes read for a page read from disk, made once for another. */
  json(): Buffer | string;
}

/** The parts of each page read from disk, so that writing it again neither decodes nor encodes it. */
const readParts = new WeakMap<object, PageParts>();

/**
 * A page whose object values (sections, pictures…) are decoded the first time one is read, all
 * at once, then frozen: the plain values (route, title, noindex…) are there from the start, so
 * listing the pages, hashing them (pageDigest is kept) and leaving their documents as they are
 * decodes none of them.
 */
function lazyPage(shape: PageParts['shape'], json: () => Buffer | string): PageData {
  let parts: Record<string, unknown> | undefined;
  const part = (key: string) => (parts ??= deepFreeze(JSON.parse(json().toString()) as Record<string, unknown>))[key];
  const page = {};
  // A plain value is set as an ordinary property (far quicker than defining it), in the keys' order.
  for (const key of shape.keys)
    if (!Object.hasOwn(shape.plain, key)) Object.defineProperty(page, key, { get: () => part(key), enumerable: true });
    else if (key === '__proto__') Object.defineProperty(page, key, { value: shape.plain[key], enumerable: true });
    else (page as Record<string, unknown>)[key] = shape.plain[key];
  readParts.set(page, { shape, json });
  return Object.freeze(page) as PageData;
}

/** A page's parts: kept for one read from disk, else taken apart (its plain values, the JSON of the rest). */
function partsOf(page: PageData): PageParts {
  const known = readParts.get(page);
  if (known) return known;
  const keys = Object.keys(page);
  const plain: Record<string, unknown> = {};
  const objects: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (page as unknown as Record<string, unknown>)[key];
    if (value !== null && typeof value === 'object') objects[key] = value;
    else plain[key] = value;
  }
  const json = JSON.stringify(objects);
  return { shape: { keys, plain }, json: () => json };
}

/** The states of a file, their pages made lazy: from the bytes of the pages file, or from their inline parts. */
function readStates(written: Written, pagesFile: PagesFile | undefined): Map<string, PageState> {
  const states = new Map<string, PageState>();
  for (const [file, read] of Object.entries(written.states)) {
    // The state read is the state kept (its page made lazy in its place): no copy of each.
    const stored = read.page;
    const shape = { keys: stored.keys, plain: stored.plain };
    let json: () => Buffer | string;
    if (stored.at && pagesFile) {
      const [offset, length] = stored.at;
      json = () => pagesFile(offset, length);
    } else if (stored.parts) {
      const text = JSON.stringify(stored.parts);
      json = () => text;
    } else continue;
    const state = read as unknown as PageState;
    state.page = lazyPage(shape, json);
    states.set(file, state);
  }
  return states;
}

/** The bytes at `offset` in the pages file of a whole snapshot. */
type PagesFile = (offset: number, length: number) => Buffer;

/**
 * The pages file of a whole snapshot, kept open while the process runs: a page's object values are
 * read from it the first time the page is decoded, so a build after a one-page edit reads a few of
 * its pages instead of the whole file. It is never written again under its name (a new snapshot
 * has a new one), and a process that has it open still reads it once a later snapshot removed it.
 * Undefined when it cannot be opened or is shorter than the index says.
 */
function openPages(file: string, written: Written): PagesFile | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  let end = 0;
  for (const { page } of Object.values(written.states)) if (page.at) end = Math.max(end, page.at[0] + page.at[1]);
  if (fstatSync(fd).size < end) {
    closeSync(fd);
    return undefined;
  }
  return (offset, length) => {
    const bytes = Buffer.allocUnsafe(length);
    for (let read = 0, got = 1; read < length && got > 0; read += got) got = readSync(fd, bytes, read, length - read, offset + read);
    return bytes;
  };
}

/** The states to write, their pages' object values inline (`inline`), or appended to `chunks` and found by offset. */
function storedStates(states: Iterable<[string, PageState]>, inline: boolean, chunks: Buffer[] = []): Record<string, StoredState> {
  const stored: Record<string, StoredState> = {};
  let offset = 0;
  for (const [file, { page, ...state }] of states) {
    const { shape, json } = partsOf(page);
    if (inline) {
      stored[file] = { ...state, page: { ...shape, parts: JSON.parse(json().toString()) as Record<string, unknown> } };
      continue;
    }
    const bytes = Buffer.from(json());
    chunks.push(bytes);
    stored[file] = { ...state, page: { ...shape, at: [offset, bytes.length] } };
    offset += bytes.length;
  }
  return stored;
}

/**
 * The states of a content folder's pages, in memory and, with `dir`, on disk: a whole snapshot
 * (an index of every state and one file of their pages' object values, written after a load whose
 * context changed or that changed many pages) and a small file of the states changed since
 * (rewritten after each load), each read in one go; the pages are decoded one by one, only when
 * read (lazyPage). A missing or unreadable file only means the pages are loaded the ordinary way;
 * nothing here can fail a load.
 */
export function loadSnapshot(dir?: string): LoadSnapshot {
  let loaded = false;
  let fingerprint = '';
  let context = '';
  let states = new Map<string, PageState>();
  /** The whole snapshot on disk: its id and its states (by file), to know which states changed since. */
  let base: { id: string; context: string; states: Map<string, PageState> } | undefined;
  /** Files whose stamp was compared with their state's in this process (or whose state this process made). */
  const verified = new Set<string>();
  let usable = false;
  let trustUnchanged: ReadonlySet<string> | undefined;
  /** A whole snapshot to write (keep), and the timer that writes it. */
  let waiting: { context: string; fingerprint: string; states: Map<string, PageState> } | undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const load = () => {
    if (loaded || !dir) return;
    loaded = true;
    const whole = readJson(join(dir, WHOLE));
    if (!whole) return;
    const pagesFile = openPages(join(dir, pagesName(whole.id)), whole);
    if (!pagesFile) return;
    base = { id: whole.id, context: whole.context, states: readStates(whole, pagesFile) };
    states = new Map(base.states);
    ({ fingerprint, context } = whole);
    const delta = readJson(join(dir, CHANGED));
    if (delta && delta.id === whole.id && delta.fingerprint === whole.fingerprint && delta.context === whole.context)
      for (const [file, state] of readStates(delta, undefined)) states.set(file, state);
    for (const state of states.values()) {
      digests.set(state.page, state.digest);
      if (state.pictures) rememberWalked(state.page, state.pictures);
      rememberSiteReads(state.page, state.siteReads);
    }
  };

  /** Whether a file is as its state was made from: compared once per process, then trusted while the watcher says so. */
  const unchanged = (file: string, state: PageState) => {
    if (verified.has(file)) return true;
    if (state.stamp === '') return false;
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
      const sameBase = base !== undefined && base.context === nowContext && next.size > 0;
      states = next;
      context = nowContext;
      fingerprint = nowFingerprint;
      verified.clear();
      for (const [file, state] of next) if (state.stamp !== '') verified.add(file);
      if (!dir) return;
      const changedSince = sameBase ? [...next].filter(([file, state]) => base!.states.get(file) !== state) : undefined;
      const removed = sameBase ? [...base!.states.keys()].filter((file) => !next.has(file)).length : 0;
      if (changedSince && removed === 0 && changedSince.length <= Math.max(50, DELTA_SHARE * next.size)) {
        // A whole snapshot still waiting is of another context, or of many pages changed since: no longer wanted.
        clearTimeout(pending);
        pending = undefined;
        waiting = undefined;
        unwritten.delete(flush);
        const delta = { version: VERSION, id: base!.id, fingerprint, context, states: storedStates(changedSince, true) };
        attempt(() => writeAtomically(join(dir, CHANGED), JSON.stringify(delta)));
        return;
      }
      // Encoding every page takes a while: done a moment later, once for a burst of loads, so that
      // what the load was for (the page served after a save, the build) does not wait for it; and
      // at the latest when the process exits.
      waiting = { context, fingerprint, states: next };
      pending ??= setTimeout(flush, WHOLE_DELAY_MS);
      unwritten.add(flush);
    },
    flush,
  };

  function flush() {
    clearTimeout(pending);
    pending = undefined;
    unwritten.delete(flush);
    const whole = waiting;
    waiting = undefined;
    if (whole) attempt(() => writeWhole(whole));
  }

  /** A new whole snapshot: its pages file, then its index; the file of changes and earlier pages files removed. */
  function writeWhole(whole: { context: string; fingerprint: string; states: Map<string, PageState> }) {
    const id = createHash('sha256').update(`${process.pid}:${Date.now()}:${Math.random()}`).digest('hex').slice(0, 16);
    const chunks: Buffer[] = [];
    const stored = storedStates(whole.states, false, chunks);
    mkdirSync(dir!, { recursive: true });
    writeAtomically(join(dir!, pagesName(id)), Buffer.concat(chunks));
    rmSync(join(dir!, CHANGED), { force: true });
    const index = { version: VERSION, id, fingerprint: whole.fingerprint, context: whole.context, states: stored };
    writeAtomically(join(dir!, WHOLE), JSON.stringify(index));
    // The pages files of earlier snapshots (a process that has one open still reads it; where an open file cannot be removed, it stays).
    for (const name of readdirSync(dir!))
      if (/^pages-[0-9a-f]+\.bin$/.test(name) && name !== pagesName(id)) quietlyRemove(join(dir!, name));
    base = { id, context: whole.context, states: new Map(whole.states) };
  }
}

/** How long after a load that changed many pages, or the context, the whole snapshot is written. */
const WHOLE_DELAY_MS = 1000;

/** The snapshots with a whole snapshot still to write: written when the process exits, if not before. */
const unwritten = new Set<() => void>();
process.once('exit', () => [...unwritten].forEach((flush) => flush()));

/** A write to the cache; one that fails (a read-only disk) only means the next process loads the pages the ordinary way. */
function attempt(write: () => void) {
  try {
    write();
  } catch {
    // See above.
  }
}

/** The index of the whole snapshot, the file of the states changed since, and the pages file of a snapshot. */
const WHOLE = 'pages.json';
/** The shape of the files: another is not read. */
const VERSION = 1;
const CHANGED = 'changed.json';
const pagesName = (id: string) => `pages-${id}.bin`;

function readJson(file: string): Written | undefined {
  try {
    const written = JSON.parse(readFileSync(file, 'utf8')) as Partial<Written>;
    if (
      written.version !== VERSION ||
      typeof written.id !== 'string' ||
      typeof written.context !== 'string' ||
      typeof written.fingerprint !== 'string'
    )
      return undefined;
    return written.states && typeof written.states === 'object' ? (written as Written) : undefined;
  } catch {
    return undefined;
  }
}

function writeAtomically(file: string, bytes: string | Buffer) {
  const partial = join(dirname(file), temporaryName('snapshot'));
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch (error) {
    quietlyRemove(partial);
    throw error;
  }
}
