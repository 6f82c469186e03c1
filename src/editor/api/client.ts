import type { Choices, DataSummary, DocTarget, Issue, Op, PageDoc, PageSummary, SchemaBundle, WriteResult } from './types';

export const API_BASE = '/__edit/api';

/** The token the dev server put in the editor's HTML; every request carries it. */
function token(): string {
  return document.querySelector('meta[name="editor-token"]')?.getAttribute('content') ?? '';
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'x-editor-token': token() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('The development server does not answer. Is npm run dev still running?', 0);
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, json };
}

async function read<T>(path: string): Promise<T> {
  const { status, json } = await request('GET', path);
  if (status !== 200) throw new ApiError(typeof json.error === 'string' ? json.error : `The server answered ${status}.`, status);
  return json as T;
}

function written({ status, json }: { status: number; json: Record<string, unknown> }): WriteResult {
  if (status === 200) return { kind: 'saved', doc: json as unknown as PageDoc };
  if (status === 409 && json.conflict) return { kind: 'conflict', doc: json as unknown as PageDoc };
  const error = typeof json.error === 'string' ? json.error : `the server answered ${status}`;
  return Array.isArray(json.issues) ? { kind: 'refused', error, issues: json.issues as Issue[] } : { kind: 'refused', error };
}

/** The API's words for a document: the page calls with `route`, the file calls with `name`. */
const docCall = (target: DocTarget) =>
  'route' in target
    ? { path: '/page', query: `route=${encodeURIComponent(target.route)}`, body: { route: target.route } }
    : { path: '/file', query: `name=${encodeURIComponent(target.name)}`, body: { name: target.name } };

/** Every call of the editor API. Reads throw ApiError; writes answer a WriteResult. */
export const api = {
  pages: () => read<{ pages: PageSummary[] }>('/pages').then((body) => body.pages),
  files: () => read<{ files: DataSummary[] }>('/files').then((body) => body.files),
  doc: (target: DocTarget) => read<PageDoc>(`${docCall(target).path}?${docCall(target).query}`),
  schema: () => read<SchemaBundle>('/schema'),
  choices: () => read<Choices>('/choices'),
  ops: async (target: DocTarget, baseHash: string, ops: Op[]) => {
    const call = docCall(target);
    return written(await request('POST', `${call.path}/ops`, { ...call.body, baseHash, ops }));
  },
  text: async (target: DocTarget, baseHash: string, text: string) => {
    const call = docCall(target);
    return written(await request('POST', `${call.path}/text`, { ...call.body, baseHash, text }));
  },
  deletePage: async (route: string): Promise<{ deleted: string } | { error: string }> => {
    const { status, json } = await request('POST', '/pages/delete', { route });
    if (status === 200 && typeof json.deleted === 'string') return { deleted: json.deleted };
    return { error: typeof json.error === 'string' ? json.error : `The server answered ${status}.` };
  },
  createPage: async (route: string, from?: string): Promise<{ route: string; file: string } | { error: string }> => {
    const { status, json } = await request('POST', '/pages', from ? { route, from } : { route });
    if (status === 201 && typeof json.route === 'string') return { route: json.route, file: String(json.file ?? '') };
    return { error: typeof json.error === 'string' ? json.error : `The server answered ${status}.` };
  },
};
