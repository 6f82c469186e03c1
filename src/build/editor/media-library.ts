import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { isScalar, parseDocument, visit, type Scalar } from 'yaml';
import { temporaryName } from '../content/atomic-file.ts';
import { pathInWords, type Segment } from '../diagnostics/document-path.ts';
import { listSiteFiles } from '../content/site-files.ts';
import { publishedAssets } from '../content/published-assets.ts';
import { cleanName, cleanUpload, uploadType, UploadRefusal } from './media-upload.ts';

/** One place a file of site/assets is named: the YAML file (relative to the project), the page's address, the place in words. */
export interface AssetUse {
  file: string;
  route?: string;
  where: string;
  line: number;
}

/** The YAML files that can name an asset: site.yaml, the data files and the pages. */
function contentFiles(siteDir: string): string[] {
  const listed = (folder: string) =>
    listSiteFiles(siteDir, folder)
      .filter((entry) => entry.kind === 'file' && entry.rel.endsWith('.yaml'))
      .map((entry) => entry.path);
  return [join(siteDir, 'site.yaml'), ...listed('data'), ...listed('pages')].filter((file) => existsSync(file));
}

const routeOf = (siteDir: string, file: string) => {
  const rel = relative(join(siteDir, 'pages'), file).split(sep).join('/');
  if (rel.startsWith('..')) return undefined;
  const name = rel.replace(/\.yaml$/, '').replace(/(^|\/)index$/, '');
  return `/${name}`;
};

/** Every scalar of a YAML text whose value is one of `srcs`, with its path and range. */
function scalarsNaming(text: string, srcs: ReadonlySet<string>) {
  const doc = parseDocument(text, { keepSourceTokens: true });
  const found: { value: string; path: Segment[]; range: [number, number] }[] = [];
  visit(doc, {
    Scalar(_key, node: Scalar, ancestors) {
      if (typeof node.value !== 'string' || !srcs.has(node.value) || !node.range) return;
      // The path: keys of the pairs and indexes of the sequences above the scalar.
      const path: Segment[] = [];
      for (let i = 0; i < ancestors.length; i++) {
        const parent = ancestors[i] as { items?: unknown[]; key?: unknown };
        const child = ancestors[i + 1] ?? node;
        if ('key' in (parent as object) && isScalar(parent.key)) path.push(String(parent.key.value));
        else if (Array.isArray(parent.items) && !('key' in (child as object))) path.push(parent.items.indexOf(child));
      }
      found.push({ value: node.value, path, range: [node.range[0], node.range[1]] });
    },
  });
  return { found, value: doc.toJS() as unknown };
}

/** Where each of `srcs` is named in the content, by src. */
export function assetUses(siteDir: string, root: string, srcs: readonly string[]): Map<string, AssetUse[]> {
  const wanted = new Set(srcs);
  const uses = new Map(srcs.map((src) => [src, [] as AssetUse[]]));
  for (const file of contentFiles(siteDir)) {
    const text = readFileSync(file, 'utf8');
    if (![...wanted].some((src) => text.includes(src))) continue;
    const { found, value } = scalarsNaming(text, wanted);
    for (const hit of found) {
      const route = routeOf(siteDir, file);
      uses.get(hit.value)!.push({
        file: relative(root, file).split(sep).join('/'),
        ...(route ? { route } : {}),
        where: pathInWords(hit.path, value),
        line: text.slice(0, hit.range[0]).split('\n').length,
      });
    }
  }
  return uses;
}

export interface LibraryFile {
  src: string;
  bytes: number;
  uses: AssetUse[];
}

/** Every published file of site/assets with its size and where it is used. */
export function mediaLibrary(siteDir: string, root: string): LibraryFile[] {
  const files = [...publishedAssets(siteDir).values()].map((entry) => ({ src: `/assets/${entry.rel}`, bytes: statSync(entry.real!).size }));
  const uses = assetUses(
    siteDir,
    root,
    files.map((file) => file.src),
  );
  return files.sort((a, b) => a.src.localeCompare(b.src)).map((file) => ({ ...file, uses: uses.get(file.src)! }));
}

/** A refusal of the library (a name taken, a file in use), in the words the editor shows. */
export class LibraryRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly uses?: AssetUse[],
  ) {
    super(message);
  }
}

const assetPath = (siteDir: string, src: string) => join(siteDir, 'assets', ...src.slice('/assets/'.length).split('/'));

/** The published file at `src`, or a refusal. */
function existing(siteDir: string, src: string): string {
  const rel = src.startsWith('/assets/') ? src.slice('/assets/'.length) : undefined;
  if (!rel || !publishedAssets(siteDir).has(rel)) throw new LibraryRefusal(`there is no file ${src} in site/assets`, 404);
  return assetPath(siteDir, src);
}

function writeWhole(file: string, text: string | Buffer) {
  const temporary = temporaryName(file);
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, file);
}

/**
 * Rename a file of site/assets and every reference to it in the content: each YAML file changes
 * only where it names the file (the rest of its text, comments and quoting stay). The new name is
 * cleaned (lower case, dashes) and keeps the file's extension; a name that is taken is refused.
 * Returns the new path and the files changed.
 */
export function renameAsset(siteDir: string, root: string, from: string, to: string): { src: string; changed: string[] } {
  const path = existing(siteDir, from);
  const extension = from.slice(from.lastIndexOf('.'));
  const parts = to
    .replace(/^\/?(assets\/)?/, '')
    .replace(/\.[^./]*$/, '')
    .split('/')
    .map(cleanName)
    .filter(Boolean);
  if (!parts.length) throw new LibraryRefusal('the new name has no letters or digits: give the file a name such as team-photo', 400);
  const src = `/assets/${parts.join('/')}${extension}`;
  if (src === from) return { src, changed: [] };
  const target = assetPath(siteDir, src);
  if (existsSync(target)) throw new LibraryRefusal(`${src} is taken by another file: choose another name`, 409);
  const edits = contentFiles(siteDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(from)) return [];
    const { found } = scalarsNaming(text, new Set([from]));
    if (!found.length) return [];
    let next = text;
    // From the end, so the earlier ranges stay where they are; inside each range only the path changes (quotes stay).
    for (const hit of [...found].sort((a, b) => b.range[0] - a.range[0]))
      next = next.slice(0, hit.range[0]) + next.slice(hit.range[0], hit.range[1]).replace(from, src) + next.slice(hit.range[1]);
    return [{ file, next }];
  });
  // The file first, without replacing anything (a link fails when the name was taken meanwhile), then its references.
  mkdirSync(dirname(target), { recursive: true });
  linkSync(path, target);
  rmSync(path);
  for (const { file, next } of edits) writeWhole(file, next);
  return { src, changed: edits.map(({ file }) => relative(root, file).split(sep).join('/')) };
}

/** Delete a file of site/assets, refused while the content names it (the answer lists where). */
export function deleteAsset(siteDir: string, root: string, src: string): void {
  const path = existing(siteDir, src);
  const uses = assetUses(siteDir, root, [src]).get(src)!;
  if (uses.length) {
    const places = uses.map((use) => `${use.file}:${use.line} (${use.where})`).join('; ');
    throw new LibraryRefusal(
      `${src} is used in ${uses.length === 1 ? '1 place' : `${uses.length} places`}: ${places}. Choose another file there first.`,
      409,
      uses,
    );
  }
  rmSync(path);
}

/** Replace the content of a file of site/assets, keeping its name, so every reference stays: the new file is checked and cleaned as an upload. */
export async function replaceAsset(siteDir: string, src: string, name: string, bytes: Buffer): Promise<number> {
  const path = existing(siteDir, src);
  const type = await uploadType(name, bytes);
  const expected = src.slice(src.lastIndexOf('.') + 1).replace('jpeg', 'jpg');
  if (type !== expected)
    throw new UploadRefusal(`${name} is a .${type} file; ${src} can only be replaced by a .${expected} file (or upload it as a new file).`);
  const clean = await cleanUpload(type, bytes);
  writeWhole(path, clean);
  return clean.length;
}
