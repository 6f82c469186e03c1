/**
 * A fake of the dev server's editor API (/__edit/api/*) over a content folder on disk, for the
 * editor's tests until the real server side is registered. It answers like the documented API:
 * pages, page, page/ops, page/text, new pages, schema, choices; a stale baseHash is a 409 conflict
 * with the fresh page, a change that would make the file unparsable a 422. `fetch` plugs it into
 * jsdom; `editorFakePlugin` (editor-fake-plugin.ts) serves it and the editor's HTML from Vite.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadSite } from '../../src/build/content/load-site';
import { NewPageError, planNewPage, writeNewPage } from '../../src/build/content/new-page';
import type { Issue, Op } from '../../src/editor/api/types';
import { applyOps, parsedValue, parseError, pathFromWords, schemaBundle } from './editor-fake-ops';

type Answer = { status: number; json: unknown };

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

function filesUnder(dir: string, base = dir): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const path = join(dir, name);
      try {
        return readdirSync(path) && filesUnder(path, base);
      } catch {
        return [relative(base, path).split('\\').join('/')];
      }
    });
}

export function fakeEditorApi({ siteDir, schemaDir, token }: { siteDir: string; schemaDir: string; token: string }) {
  const pagesDir = join(siteDir, 'pages');
  const routes = (): Map<string, string> =>
    new Map(
      filesUnder(pagesDir)
        .filter((rel) => rel.endsWith('.yaml'))
        .map((rel) => {
          const name = rel.slice(0, -'.yaml'.length).replace(/(^|\/)index$/, '');
          return [`/${name}`, join(pagesDir, rel)] as [string, string];
        }),
    );
  const siteIssues = () => loadSite({ siteDir, schemaDir }).issues;
  const issuesOf = (file: string, all = siteIssues()): Issue[] =>
    all
      .filter((issue) => resolve(issue.file) === resolve(file))
      .map((issue) => ({
        severity: issue.severity,
        code: issue.code,
        message: issue.message,
        hint: issue.hint,
        line: issue.line,
        column: issue.column,
        path: pathFromWords(issue.path),
      }));

  const page = (route: string) => {
    const file = routes().get(route);
    if (!file) return undefined;
    const text = readFileSync(file, 'utf8');
    return { route, file: relative(process.cwd(), file), text, hash: hashOf(text), value: parsedValue(text), issues: issuesOf(file) };
  };

  /** Write a new text for a page, after the same checks the real server makes. */
  const write = (route: string, baseHash: unknown, next: (text: string) => string): Answer => {
    const file = routes().get(route);
    if (!file) return { status: 404, json: { error: `no page ${route}` } };
    const text = readFileSync(file, 'utf8');
    if (hashOf(text) !== baseHash) return { status: 409, json: { conflict: true, ...page(route) } };
    let changed: string;
    try {
      changed = next(text);
    } catch (error) {
      return { status: 422, json: { error: (error as Error).message } };
    }
    const broken = parseError(changed);
    if (broken) return { status: 422, json: { error: `the file would not be valid YAML: ${broken}` } };
    if (changed !== text) writeFileSync(file, changed);
    return { status: 200, json: page(route) };
  };

  const choices = () => {
    const pages = [...routes()].map(([route]) => {
      const value = (page(route)?.value ?? {}) as { title?: string; sections?: { id?: unknown }[] };
      return {
        route,
        title: value.title ?? route,
        ids: (value.sections ?? []).map((section) => section.id).filter((id) => typeof id === 'string'),
      };
    });
    const collections = Object.fromEntries(
      filesUnder(join(siteDir, 'data'))
        .filter((rel) => rel.endsWith('.yaml'))
        .map((rel) => {
          const items =
            ((parsedValue(readFileSync(join(siteDir, 'data', rel), 'utf8')) ?? {}) as { items?: Record<string, Record<string, unknown>> })
              .items ?? {};
          const name = (item: Record<string, unknown>, id: string) => String(item.name ?? item.author ?? item.description ?? id);
          return [rel.slice(0, -'.yaml'.length), Object.entries(items).map(([id, item]) => ({ id, name: name(item ?? {}, id) }))];
        }),
    );
    const icons = (JSON.parse(readFileSync(join(schemaDir, 'defs/common.schema.json'), 'utf8')) as { $defs: { icon: { enum: string[] } } })
      .$defs.icon.enum;
    return { pages, assets: filesUnder(join(siteDir, 'assets')).map((rel) => `/assets/${rel}`), collections, icons };
  };

  const types = () => filesUnder(join(schemaDir, 'sections')).map((rel) => rel.replace('.schema.json', ''));

  /** Answer one request of the API: `path` is the part after /__edit/api. */
  function handle(method: string, path: string, body: Record<string, unknown> | undefined, sentToken: string | undefined): Answer {
    if (sentToken !== token) return { status: 403, json: { error: 'missing or wrong x-editor-token' } };
    const url = new URL(path, 'http://editor');
    const route = typeof body?.route === 'string' ? body.route : (url.searchParams.get('route') ?? '');
    const key = `${method} ${url.pathname}`;
    if (key === 'GET /pages') {
      const all = siteIssues();
      return {
        status: 200,
        json: {
          pages: [...routes()].map(([pageRoute, file]) => {
            const value = (parsedValue(readFileSync(file, 'utf8')) ?? {}) as { title?: string; sections?: unknown[] };
            const own = issuesOf(file, all);
            return {
              route: pageRoute,
              file: relative(process.cwd(), file),
              title: value.title ?? '',
              sections: value.sections?.length ?? 0,
              errors: own.filter((i) => i.severity === 'error').length,
              warnings: own.filter((i) => i.severity === 'warning').length,
            };
          }),
        },
      };
    }
    if (key === 'GET /page') return page(route) ? { status: 200, json: page(route) } : { status: 404, json: { error: `no page ${route}` } };
    if (key === 'POST /page/ops') return write(route, body?.baseHash, (text) => applyOps(text, body?.ops as Op[]));
    if (key === 'POST /page/text') return write(route, body?.baseHash, () => String(body?.text ?? ''));
    if (key === 'GET /schema') return { status: 200, json: schemaBundle(schemaDir, types()) };
    if (key === 'GET /choices') return { status: 200, json: choices() };
    if (key === 'POST /pages') {
      try {
        const planned = planNewPage({ siteDir, route, from: typeof body?.from === 'string' ? body.from : undefined });
        writeNewPage(planned);
        return { status: 201, json: { route: planned.route, file: relative(process.cwd(), planned.file) } };
      } catch (error) {
        if (error instanceof NewPageError) return { status: 400, json: { error: error.message } };
        throw error;
      }
    }
    return { status: 404, json: { error: `no ${key}` } };
  }
  return {
    handle,
    /** A fetch for jsdom: requests to /__edit/api/* answered by this fake. */
    fetch: async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const answer = handle(
        init.method ?? 'GET',
        url.pathname.replace('/__edit/api', '') + url.search,
        body,
        headers.get('x-editor-token') ?? undefined,
      );
      return new Response(JSON.stringify(answer.json), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  };
}
