import { closeSync, constants, existsSync, lstatSync, openSync, readdirSync, readFileSync, realpathSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { loadSite } from '../../build/content/load-site.ts';
import { parseYamlText } from '../../build/content/yaml-source.ts';
import { hashOf } from '../../build/editor/page-docs.ts';
import { FileEditor } from '../../editor/studio/FileEditor.tsx';
import type { Notice } from '../../editor/studio/Screen.tsx';
import { allowChange } from '../shared/guard.ts';
import { HttpError, readBody } from '../shared/http.ts';
import type { Session } from '../shared/sessions.ts';
import { sendScreen, viewerOf, type Ask } from './ask.ts';
import { commitSave, type Draft } from './drafts.ts';
import { draftWorktree } from './git.ts';

/** site.yaml and the files of site/data: a plain name, nothing else (no dot segment, no slash too many, no link). */
const NAME = /^(site\.yaml|data\/[a-z0-9][a-z0-9-]*\.yaml)$/;

/** The site files of a draft besides its pages: site.yaml, then site/data/*.yaml, regular files only. */
export function siteFileNames(dir: string): string[] {
  const data = join(dir, 'site', 'data');
  const names = existsSync(data)
    ? readdirSync(data)
        .filter((name) => /^[a-z0-9][a-z0-9-]*\.yaml$/.test(name))
        .sort()
    : [];
  return ['site.yaml', ...names.map((name) => `data/${name}`)].filter((name) => regularFile(dir, name));
}

/** Whether site/<name> is a regular file whose folder is really the draft's site/ or site/data/ (no link on the way). */
function regularFile(dir: string, name: string): boolean {
  if (!NAME.test(name)) return false;
  const path = join(dir, 'site', name);
  try {
    const folder = realpathSync(join(path, '..'));
    const expected = realpathSync(join(dir, 'site', name.startsWith('data/') ? 'data' : ''));
    return folder === expected && lstatSync(path).isFile();
  } catch {
    return false;
  }
}

/** Write without following a link swapped in at the last moment (O_NOFOLLOW). */
function writeRegular(path: string, text: string): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_TRUNC | constants.O_NOFOLLOW);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** The loader's messages about one file, as notices with their line and column. */
function fileNotices(dir: string, name: string): Notice[] {
  const path = join(dir, 'site', name);
  const { issues } = loadSite({ siteDir: join(dir, 'site'), schemaDir: join(dir, 'schema') });
  return issues
    .filter((issue) => issue.file === path)
    .map((issue) => ({
      kind: issue.severity === 'error' ? ('error' as const) : ('warning' as const),
      text: `Line ${issue.line}, column ${issue.column}: ${issue.message}${issue.hint ? ` ${issue.hint}` : ''}`,
    }));
}

function screen(ask: Ask, session: Session, draft: Draft, dir: string, name: string, text: string, notices: Notice[], status = 200): void {
  sendScreen(
    ask,
    status,
    createElement(FileEditor, {
      viewer: viewerOf(session),
      slug: draft.slug,
      draftTitle: draft.title,
      name,
      names: siteFileNames(dir),
      text,
      hash: hashOf(readFileSync(join(dir, 'site', name), 'utf8')),
      notices,
    }),
  );
}

/**
 * GET and POST /__studio/drafts/<slug>/file: the YAML view of site.yaml and of site/data's files in a
 * draft. A save whose file changed since it was opened is refused with both texts kept (the person's
 * in the form, the current one on disk); a text that is not YAML is refused with its line; anything
 * else is written, committed by its author, and the loader's messages shown.
 */
export async function siteFileRoute(ask: Ask, session: Session, draft: Draft): Promise<void> {
  if (draft.state === 'published') throw new HttpError(409, 'this draft is published: start a new draft to change more');
  const dir = await draftWorktree(ask.studio.config, draft.slug);
  if (ask.req.method === 'GET') {
    const name = ask.url.searchParams.get('name') ?? 'site.yaml';
    if (!regularFile(dir, name)) throw new HttpError(404, `there is no site file ${JSON.stringify(name)} the studio may edit`);
    return screen(ask, session, draft, dir, name, readFileSync(join(dir, 'site', name), 'utf8'), fileNotices(dir, name));
  }
  const body = await readBody(ask.req);
  const by = allowChange(ask.req, ask.reach, session, body).account;
  const name = String(body.name ?? '');
  const text = String(body.text ?? '').replace(/\r\n/g, '\n');
  if (!regularFile(dir, name)) throw new HttpError(404, `there is no site file ${JSON.stringify(name)} the studio may edit`);
  const path = join(dir, 'site', name);
  await ask.studio.serial(draft.slug, async () => {
    const current = readFileSync(path, 'utf8');
    if (hashOf(current) !== body.baseHash) {
      const notice = {
        kind: 'error' as const,
        text: `site/${name} changed since you opened it (another tab or person saved it). Nothing was written: your text is in the box below; open the file again to see the saved one.`,
      };
      return screen(ask, session, draft, dir, name, text, [notice], 409);
    }
    const parsed = parseYamlText(path, text);
    if (parsed.issues.length) {
      const first = parsed.issues[0]!;
      const notice = { kind: 'error' as const, text: `Line ${first.line}, column ${first.column}: ${first.message}. Nothing was written.` };
      return screen(ask, session, draft, dir, name, text, [notice], 422);
    }
    if (text !== current) {
      writeRegular(path, text);
      await commitSave(ask.studio, draft.slug, by);
    }
    screen(ask, session, draft, dir, name, text, [{ kind: 'ok', text: `Saved site/${name} to this draft.` }, ...fileNotices(dir, name)]);
  });
}
