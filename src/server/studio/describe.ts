import { isDeepStrictEqual } from 'node:util';
import { yamlValue } from '../../build/editor/page-docs.ts';
import { isRecord } from '../../build/content/is-record.ts';

/** One file of a save: its path in the repository, its text before (undefined: new) and after (undefined: removed). */
export interface FileChange {
  file: string;
  before: string | undefined;
  after: string | undefined;
}

/** site/pages/about.yaml → about, site/site.yaml → site, site/data/machines.yaml → machines data. */
export function fileLabel(file: string): string {
  const page = /^site\/pages\/(.+)\.yaml$/.exec(file);
  if (page) return page[1] === 'index' ? 'home page' : page[1]!;
  const data = /^site\/data\/(.+)\.ya?ml$/.exec(file);
  if (data) return `${data[1]} data`;
  if (file === 'site/site.yaml') return 'site';
  return file.replace(/^site\//, '');
}

const words = (name: string) =>
  name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A section as a person names it: its title, or its type in words ("Feature grid"). */
function sectionName(section: unknown): string {
  if (isRecord(section)) {
    if (typeof section.title === 'string' && section.title.trim()) return section.title.trim();
    if (typeof section.type === 'string') {
      const type = words(section.type);
      return type.charAt(0).toUpperCase() + type.slice(1);
    }
  }
  return 'a section';
}

/** A stable identity for a section across a save: its id, else its type and how many of that type came before. */
function identities(sections: unknown[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((section) => {
    const record = isRecord(section) ? section : {};
    if (typeof record.id === 'string') return `#${record.id}`;
    const type = String(record.type ?? '?');
    const n = seen.get(type) ?? 0;
    seen.set(type, n + 1);
    return `${type}:${n}`;
  });
}

/** The longest common subsequence of two lists of identities. */
function common(a: string[], b: string[]): Set<string> {
  const table = a.map(() => new Array<number>(b.length + 1).fill(0));
  const at = (i: number, j: number) => (i < a.length ? table[i]![j]! : 0);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) (kept.add(a[i++]!), j++);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

function sectionChanges(before: unknown[], after: unknown[]): string[] {
  const [ids0, ids1] = [identities(before), identities(after)];
  const byId0 = new Map(ids0.map((id, i) => [id, before[i]]));
  const out: string[] = [];
  for (const [i, id] of ids1.entries()) if (!byId0.has(id)) out.push(`added ${sectionName(after[i])}`);
  for (const [i, id] of ids0.entries()) if (!ids1.includes(id)) out.push(`removed ${sectionName(before[i])}`);
  const shared0 = ids0.filter((id) => ids1.includes(id));
  const shared1 = ids1.filter((id) => ids0.includes(id));
  const stayed = common(shared0, shared1);
  for (const [k, id] of shared1.entries()) {
    if (stayed.has(id)) continue;
    const next = shared1[k + 1];
    const section = after[ids1.indexOf(id)];
    if (next !== undefined) out.push(`moved ${sectionName(section)} above ${sectionName(after[ids1.indexOf(next)])}`);
    else out.push(`moved ${sectionName(section)} to the end`);
  }
  for (const [i, id] of ids1.entries()) {
    if (!byId0.has(id) || isDeepStrictEqual(byId0.get(id), after[i])) continue;
    const fields = changedKeys(byId0.get(id), after[i]);
    out.push(`changed ${sectionName(after[i])}${fields.length ? ` (${fields.join(', ')})` : ''}`);
  }
  return out;
}

/** The top-level keys whose values differ, in words. */
function changedKeys(before: unknown, after: unknown): string[] {
  const [a, b] = [isRecord(before) ? before : {}, isRecord(after) ? after : {}];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => !isDeepStrictEqual(a[key], b[key])).map(words);
}

/** The paths of the leaves that differ, in words (contact › phone), at most `limit`. */
function changedPaths(before: unknown, after: unknown, path: string[] = [], out: string[] = [], limit = 4): string[] {
  if (out.length >= limit || isDeepStrictEqual(before, after)) return out;
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      changedPaths(before[key], after[key], [...path, words(key)], out, limit);
  } else out.push(path.join(' › ') || 'the whole file');
  return out;
}

/** What one file's change is, in words: "moved Testimonials above How It Works", "changed contact › phone". */
function describeFile(change: FileChange): string {
  if (change.before === undefined) return 'new';
  if (change.after === undefined) return 'removed';
  const [before, after] = [yamlValue(change.before), yamlValue(change.after)];
  if (before === undefined || after === undefined) return 'edited the text';
  const parts: string[] = [];
  if (change.file.startsWith('site/pages/') && isRecord(before) && isRecord(after)) {
    const [s0, s1] = [Array.isArray(before.sections) ? before.sections : [], Array.isArray(after.sections) ? after.sections : []];
    parts.push(...sectionChanges(s0, s1));
    const rest = changedKeys({ ...before, sections: null }, { ...after, sections: null });
    if (rest.length) parts.push(`changed the ${rest.join(', ')}`);
  } else {
    const paths = changedPaths(before, after);
    if (paths.length) parts.push(`changed ${paths.join(', ')}`);
  }
  return parts.join('; ') || (change.before === change.after ? 'unchanged' : 'reformatted');
}

/** A commit message in words for a save: one line per file, "about: moved Testimonials above How It Works". */
export function describeChanges(changes: readonly FileChange[]): string {
  const lines = changes.map((change) => `${fileLabel(change.file)}: ${describeFile(change)}`);
  if (lines.length <= 1) return lines[0] ?? 'no change';
  return `${lines[0]} (and ${lines.length - 1} more file${lines.length > 2 ? 's' : ''})\n\n${lines.join('\n')}`;
}
