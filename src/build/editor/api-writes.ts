import { relative, sep } from 'node:path';
import { isRecord } from '../content/is-record.ts';
import { createPage, NewPageError } from '../content/new-page.ts';
import { parseYamlText } from '../content/yaml-source.ts';
import { apiIssues } from './issue-paths.ts';
import { hashOf, pageDoc, pageFiles, readText, writePage, type EditorPaths } from './page-docs.ts';
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
  if (kind === 'ops' && !Array.isArray(body.ops)) throw new HttpError(400, '"ops" is a list of operations');
  if (kind === 'text' && typeof body.text !== 'string') throw new HttpError(400, '"text" is the whole text of the page');
  const page = pageFiles(paths).get(body.route);
  if (!page?.writable)
    throw new HttpError(403, `${JSON.stringify(body.route)} is not a page file under site/pages that the editor may write`);

  const conflict = () => ({ status: 409, body: { ...pageDoc(paths, page), conflict: true } });
  const text = readText(page.real);
  if (hashOf(text) !== body.baseHash) return conflict();
  let next: string;
  if (kind === 'ops') {
    const result = await applyOpsYielding(text, body.ops as unknown[]);
    if ('error' in result) return { status: 422, body: { error: result.error } };
    next = result.text;
  } else next = body.text as string;

  await otherRequests();
  const parsed = parseYamlText(page.path, next);
  if (parsed.issues.length) {
    const first = parsed.issues[0]!;
    const error = `the text cannot be read as a page (line ${first.line}, column ${first.column}: ${first.message}), so nothing was written`;
    return { status: 422, body: { error, issues: apiIssues(parsed.issues, next, () => true) } };
  }
  if (next === text) return { status: 200, body: pageDoc(paths, page) };
  await otherRequests();
  if (readText(page.real) !== text) return conflict();
  writePage(paths, page, next);
  return { status: 200, body: pageDoc(paths, page, paths.publish?.(page.route)) };
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
