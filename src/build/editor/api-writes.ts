import { relative, sep } from 'node:path';
import { isRecord } from '../content/is-record.ts';
import { createPage, NewPageError } from '../content/new-page.ts';
import { parseYamlText } from '../content/yaml-source.ts';
import { apiIssues } from './issue-paths.ts';
import type { SiteIssue } from '../diagnostics/issues.ts';
import { deletePageFile, hashOf, pageDoc, pageFiles, readText, writePage, type EditorPaths, type SiteDocFile } from './page-docs.ts';
import { linksTo } from './page-links.ts';
import { dataDoc, dataFile } from './site-docs.ts';
import { HttpError } from './security.ts';
import { applyOpsYielding } from './yaml-ops.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** A turn of the event loop: other requests are answered before a write goes on. */
const otherRequests = () => new Promise((resolve) => setImmediate(resolve));

/**
 * POST page/ops and page/text: write a page unless it changed on disk since `baseHash` (409 with the
 * fresh page) or the result would not parse (422, nothing written). Schema errors do not stop the
 * write: they are in the answer's issues, from a fresh load. Between its long steps (each operation,
 * the parse) other requests are answered; the page is read again just
 * before the write, so a write that landed meanwhile is not overwritten (409).
 */
export async function writePageRequest(paths: EditorPaths, body: unknown, kind: 'ops' | 'text'): Promise<Answer> {
  if (!isRecord(body) || typeof body.route !== 'string' || typeof body.baseHash !== 'string') {
    throw new HttpError(400, 'the body needs "route" and "baseHash"');
  }
  const page = pageFiles(paths).get(body.route);
  if (!page?.writable)
    throw new HttpError(403, `${JSON.stringify(body.route)} is not a page file under site/pages that the editor may write`);
  return writeRequest(paths, page, body, kind, (issues) => pageDoc(paths, page, issues));
}

/** POST file/ops and file/text: the same for site.yaml or a file of site/data, named by "name" (data/machines.yaml). */
export async function writeDataRequest(paths: EditorPaths, body: unknown, kind: 'ops' | 'text'): Promise<Answer> {
  if (!isRecord(body) || typeof body.name !== 'string' || typeof body.baseHash !== 'string') {
    throw new HttpError(400, 'the body needs "name" (site.yaml or data/<name>.yaml) and "baseHash"');
  }
  const file = dataFile(paths, body.name);
  if (!file?.writable)
    throw new HttpError(403, `${JSON.stringify(body.name)} is not site.yaml or a file of site/data that the editor may write`);
  return writeRequest(paths, file, body, kind, (issues) => dataDoc(paths, file, issues));
}

async function writeRequest(
  paths: EditorPaths,
  file: SiteDocFile,
  body: Record<string, unknown>,
  kind: 'ops' | 'text',
  answerDoc: (issues?: readonly SiteIssue[]) => unknown,
): Promise<Answer> {
  if (kind === 'ops' && !Array.isArray(body.ops)) throw new HttpError(400, '"ops" is a list of operations');
  if (kind === 'text' && typeof body.text !== 'string') throw new HttpError(400, '"text" is the whole text of the file');
  const text = readText(file.real);
  const conflict = () => ({ status: 409, body: { ...(answerDoc() as object), conflict: true } });
  if (hashOf(text) !== body.baseHash) return conflict();
  let next: string;
  if (kind === 'ops') {
    const result = await applyOpsYielding(text, body.ops as unknown[]);
    if ('error' in result) return { status: 422, body: { error: result.error } };
    next = result.text;
  } else next = body.text as string;

  await otherRequests();
  const parsed = parseYamlText(file.path, next);
  if (parsed.issues.length) {
    const first = parsed.issues[0]!;
    const what = file.folder === 'pages' ? 'a page' : 'YAML';
    const error = `the text cannot be read as ${what} (line ${first.line}, column ${first.column}: ${first.message}), so nothing was written`;
    return { status: 422, body: { error, issues: apiIssues(parsed.issues, next, () => true) } };
  }
  if (next === text) return { status: 200, body: answerDoc() };
  await otherRequests();
  if (readText(file.real) !== text) return conflict();
  writePage(paths, file, next);
  return { status: 200, body: answerDoc(paths.publish?.('route' in file ? (file.route as string) : undefined)) };
}

/**
 * POST pages/delete: delete a page file, unless another page or file of the site links to it (409,
 * naming them, so the links are changed first and no link is left leading nowhere).
 */
export function deletePageRequest(paths: EditorPaths, body: unknown): Answer {
  if (!isRecord(body) || typeof body.route !== 'string') throw new HttpError(400, 'the body needs "route" (the address of the page)');
  const page = pageFiles(paths).get(body.route);
  if (!page) throw new HttpError(404, `there is no page ${JSON.stringify(body.route)}`);
  const { pages, files } = linksTo(paths, page.route);
  if (pages.length || files.length) {
    const names = [...pages, ...files.map((name) => (name === 'site.yaml' ? 'the site settings (site.yaml)' : `site/${name}`))];
    const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    const error = `the page ${page.route} is not deleted: ${list} link${names.length === 1 ? 's' : ''} to it. Change or remove those links first, then delete it.`;
    return { status: 409, body: { error, pages, files } };
  }
  deletePageFile(paths, page);
  paths.publish?.();
  return { status: 200, body: { deleted: page.route, file: page.file } };
}

/** POST pages: a new page by the rules and templates of `npm run new-page`, in its words when refused. */
export function newPageRequest(paths: EditorPaths, body: unknown): Answer {
  if (!isRecord(body) || typeof body.route !== 'string' || (body.from !== undefined && typeof body.from !== 'string')) {
    throw new HttpError(400, 'the body needs "route" (the new address) and may have "from" (the address of a page to copy)');
  }
  const { route, from } = body as { route: string; from?: string };
  try {
    const page = createPage({ siteDir: paths.siteDir, route, from, root: paths.root });
    return { status: 201, body: { route: page.route, file: relative(paths.root, page.file).split(sep).join('/') } };
  } catch (error) {
    if (error instanceof NewPageError) return { status: error.taken ? 409 : 400, body: { error: error.message } };
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { status: 409, body: { error: `the page ${route} already exists` } };
    throw error;
  }
}
