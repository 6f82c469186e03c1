import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { gzipSize } from './bundle.ts';
import { launchChromium } from './chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One audit that scored below 1 (or errored) in a category. */
export interface AuditFinding {
  id: string;
  category: Category;
  title: string;
  /** 0..1, null when the audit errored. */
  score: number | null;
  /** Its weight in the category score (0 for diagnostics and insights). */
  weight: number;
  displayValue?: string;
  /** A few failing elements, URLs or lines from the audit's details. */
  details: string[];
  /** An informative audit kept for its details (the LCP element, layout shifts, long tasks). */
  context?: boolean;
}

export interface RunMetrics {
  /** Category scores 0..100 (null when Lighthouse could not score it). */
  scores: Record<Category, number | null>;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** Bytes of JavaScript transferred (resource-summary, script): on the wire, headers included. */
  jsBytes: number;
  jsRequests: number;
  /** Every JavaScript request of the load (Lighthouse's network log), in request order. */
  jsFiles: JsRequest[];
  /**
   * The JavaScript of the whole load, gzip level 9 summed (as a host that precompresses sends it,
   * comparable with the initial JavaScript of bundle.ts): what the load's script requests cost,
   * without HTTP headers or the benchmark server's compression level. NaN when not sized.
   */
  jsGzip: number;
  totalBytes: number;
  /**
   * The document's bytes on the wire (Lighthouse's transferSize, headers included): under simulated
   * throttling it is fetched in round trips of a TCP window that starts at 14.6 KB (documentRoundTrips).
   */
  documentBytes?: number;
  lcpElement?: string;
  runtimeError?: string;
  warnings: string[];
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher is faster). */
  benchmarkIndex?: number;
  /** The 1-minute load average when the run started (other work on the machine skews TBT). */
  loadAverage?: number;
  findings: AuditFinding[];
}

/** One script request of a load. */
export interface JsRequest {
  url: string;
  /** Bytes on the wire (Lighthouse's transferSize). */
  transferSize: number;
  /** The response body at gzip level 9 (filled in by runLighthouse, which can fetch it). */
  gzip?: number;
}

/** The parts of a Lighthouse result this module reads (kept loose: details have many shapes). */
export interface Lhr {
  lighthouseVersion?: string;
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  runtimeError?: { code?: string; message?: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        displayValue?: string;
        numericValue?: number;
        errorMessage?: string;
        explanation?: string;
        details?: unknown;
      }
    | undefined
  >;
}

type Loose = Record<string, unknown>;

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const item = value as Loose;
    if (item.type === 'node')
      return [item.nodeLabel, item.selector, item.snippet].filter((v) => typeof v === 'string' && v).join(' | ') || undefined;
    if (item.type === 'source-location' && typeof item.url === 'string') return `${item.url}:${String(item.line)}:${String(item.column)}`;
    if (typeof item.url === 'string') return item.url;
    if (typeof item.text === 'string') return item.text;
  }
  return undefined;
}

function clip(line: string, max = 220): string {
  const flat = line.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A few readable lines out of an audit's details (table rows, list items, network chains). */
export function summarizeDetails(details: unknown, limit = 5): string[] {
  if (!details || typeof details !== 'object') return [];
  const d = details as Loose;
  const lines: string[] = [];
  if (d.type === 'list' && Array.isArray(d.items)) {
    for (const item of d.items) lines.push(...summarizeDetails(item, limit));
  } else if (Array.isArray(d.items)) {
    for (const raw of d.items as Loose[]) {
      const parts: string[] = [];
      for (const key of LABEL_KEYS) {
        const shown = text(raw[key]);
        if (shown) parts.push(shown);
      }
      for (const [key, value] of Object.entries(raw)) {
        if (LABEL_KEYS.includes(key) || SKIP_KEYS.has(key)) continue;
        if (typeof value === 'number') parts.push(`${key}=${Number.isInteger(value) ? value : value.toFixed(value < 1 ? 3 : 0)}`);
        else if (typeof value === 'string' && value.length < 60) parts.push(`${key}=${value}`);
        else if (key === 'subItems' && value && typeof value === 'object') {
          const sub = (((value as Loose).items as Loose[] | undefined) ?? []).slice(0, 2);
          const shown = sub.map((item) => Object.values(item).map(text).filter(Boolean).join(' ')).filter(Boolean);
          if (shown.length) parts.push(`[${shown.join('; ')}]`);
        }
      }
      if (parts.length) lines.push(clip(parts.join(' — ')));
      if (lines.length >= limit) break;
    }
  } else if (d.type === 'network-tree' || d.type === 'criticalrequestchain') {
    const walk = (chains: unknown, depth: number) => {
      for (const node of Object.values((chains ?? {}) as Record<string, Loose>)) {
        const url =
          typeof node.url === 'string'
            ? node.url
            : typeof (node.request as Loose | undefined)?.url === 'string'
              ? ((node.request as Loose).url as string)
              : '?';
        lines.push(clip(`${'  '.repeat(depth)}${url}`));
        walk(node.children, depth + 1);
      }
    };
    walk(d.chains, 0);
    const longest = d.longestChain as Loose | undefined;
    if (longest?.duration !== undefined) lines.unshift(`longest chain ${Math.round(Number(longest.duration))} ms`);
  } else if (d.type === 'checklist' && d.items && typeof d.items === 'object') {
    for (const [name, item] of Object.entries(d.items as Record<string, Loose>))
      if (item.value === false) lines.push(`${name}: ${String(item.label ?? '')}`);
  } else if (d.type === 'text' || d.type === 'node') {
    const shown = text(d);
    if (shown) lines.push(clip(shown));
  }
  return lines.slice(0, limit);
}

const UNSCORED = new Set(['informative', 'notApplicable', 'manual']);
const LABEL_KEYS: readonly string[] = ['node', 'url', 'source', 'label', 'description', 'name', 'entity', 'phase', 'groupLabel'];
const SKIP_KEYS = new Set(['type', 'lhId', 'path', 'group', 'boundingRect', 'debugData']);

/** Informative audits that explain a failing metric: the LCP element and its phases, the shifts, the long tasks. */
export const CONTEXT_AUDITS = ['largest-contentful-paint-element', 'layout-shifts', 'long-tasks', 'bootup-time'];

/** Every audit of every category that scored below 1 or errored, heaviest first. */
export function findings(lhr: Lhr): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      const context = CONTEXT_AUDITS.includes(ref.id);
      if (!audit || (!context && UNSCORED.has(audit.scoreDisplayMode))) continue;
      const errored = audit.scoreDisplayMode === 'error';
      if (!context && !errored && (audit.score === null || audit.score >= 1)) continue;
      const details = summarizeDetails(audit.details);
      if (errored && audit.errorMessage) details.unshift(`error: ${audit.errorMessage}`);
      if (audit.explanation) details.unshift(clip(audit.explanation));
      if (context && !details.length) continue;
      out.push({
        id: audit.id,
        category,
        title: audit.title,
        score: errored || context ? null : audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue,
        details,
        ...(context ? { context: true } : {}),
      });
    }
  }
  return out.sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

/** The script requests of a load, from the network-requests audit (all of them: before and after the first paint). */
export function scriptRequests(lhr: Lhr): JsRequest[] {
  const items = ((lhr.audits['network-requests']?.details as Loose | undefined)?.items ?? []) as Loose[];
  return items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string' && /^https?:/.test(item.url))
    .map((item) => ({
      url: item.url as string,
      transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
    }));
}

const gzipCache = new Map<string, Promise<number | undefined>>();

/** The gzip level 9 size of a script the server sends (fetched once per URL: the build's files do not change). */
function gzipOf(url: string): Promise<number | undefined> {
  let pending = gzipCache.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => (response.ok ? gzipSize(Buffer.from(await response.arrayBuffer())) : undefined))
      .catch(() => undefined);
    gzipCache.set(url, pending);
  }
  return pending;
}

/** The JavaScript of a load sized at gzip level 9, each file fetched again from the server that sent it. */
export async function sizeScripts(metrics: RunMetrics): Promise<RunMetrics> {
  const jsFiles = await Promise.all(metrics.jsFiles.map(async (file) => ({ ...file, gzip: await gzipOf(file.url) })));
  const sized = jsFiles.every((file) => file.gzip !== undefined);
  return { ...metrics, jsFiles, jsGzip: sized ? jsFiles.reduce((sum, file) => sum + file.gzip!, 0) : Number.NaN };
}

/** The main document's transfer size in a load (the first Document request of the network log). */
export function documentBytes(lhr: Lhr): number | undefined {
  const items = ((lhr.audits['network-requests']?.details as Loose | undefined)?.items ?? []) as Loose[];
  const document = items.find((item) => item.resourceType === 'Document');
  return typeof document?.transferSize === 'number' ? document.transferSize : undefined;
}

/**
 * The round trips a response of this many bytes takes on a new connection in Lighthouse's simulated
 * throttling (its TCP model: 10 segments of 1,460 bytes in the first window, the window doubling
 * up to what 1.6 Mbit/s carries in one 150 ms round trip). Past 14,600 bytes a document costs one
 * more round trip, 150 ms more before anything can paint.
 */
export function documentRoundTrips(bytes: number, { rttMs = 150, throughputKbps = 1638.4 } = {}): number {
  const segment = 1460;
  const most = Math.max(1, Math.floor((throughputKbps * 1024) / 8 / segment / (1000 / rttMs)));
  let window = Math.min(10, most);
  let received = window * segment;
  let trips = 1;
  while (received < bytes) {
    window = Math.max(Math.min(most, window * 2), 1);
    received += window * segment;
    trips++;
  }
  return trips;
}

/** The numbers of one Lighthouse result. */
export function metricsOf(lhr: Lhr): RunMetrics {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = ((lhr.audits['resource-summary']?.details as Loose | undefined)?.items ?? []) as {
    resourceType: string;
    transferSize: number;
    requestCount: number;
  }[];
  const row = (type: string) => summary.find((item) => item.resourceType === type);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
  ) as Record<Category, number | null>;
  const lcpElement = summarizeDetails(lhr.audits['largest-contentful-paint-element']?.details, 1)[0];
  const jsFiles = scriptRequests(lhr);
  return {
    scores,
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    jsBytes: row('script')?.transferSize ?? 0,
    jsRequests: row('script')?.requestCount ?? 0,
    jsFiles,
    jsGzip: jsFiles.every((file) => file.gzip !== undefined) ? jsFiles.reduce((sum, file) => sum + file.gzip!, 0) : Number.NaN,
    totalBytes: row('total')?.transferSize ?? 0,
    ...(documentBytes(lhr) !== undefined ? { documentBytes: documentBytes(lhr)! } : {}),
    ...(lcpElement ? { lcpElement } : {}),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code ?? ''} ${lhr.runtimeError.message ?? ''}`.trim() } : {}),
    warnings: lhr.runWarnings ?? [],
    ...(lhr.environment?.benchmarkIndex !== undefined ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
    findings: findings(lhr),
  };
}

/**
 * One Lighthouse run (default config: mobile, simulated throttling; only the four categories) in
 * a fresh Chromium, which is closed afterwards whatever happens.
 */
export async function runLighthouse(url: string, { timeoutMs = 180_000 } = {}): Promise<{ metrics: RunMetrics; lhr: Lhr }> {
  const loadAverage = loadavg()[0];
  const chrome = await launchChromium();
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    run.catch(() => undefined); // a run that loses the race must not become an unhandled rejection
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${timeoutMs / 1000} s on ${url}`)), timeoutMs);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    const metrics = await sizeScripts({ ...metricsOf(lhr), loadAverage });
    return { metrics, lhr };
  } finally {
    clearTimeout(timer);
    await chrome.close();
  }
}
