import type { Choices, Issue, Op, PageDoc, PageSummary, SchemaBundle, WriteResult } from './types';

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

/** Every call of the editor API. Reads throw ApiError; writes answer a WriteResult. */
export const api = {
  pages: () => read<{ pages: PageSummary[] }>('/pages').then((body) => body.pages),
  page: (route: string) => read<PageDoc>(`/page?route=${encodeURIComponent(route)}`),
  schema: () => read<SchemaBundle>('/schema'),
  choices: () => read<Choices>('/choices'),
  ops: async (route: string, baseHash: string, ops: Op[]) => written(await request('POST', '/page/ops', { route, baseHash, ops })),
  text: async (route: string, baseHash: string, text: string) => written(await request('POST', '/page/text', { route, baseHash, text })),
  createPage: async (route: string, from?: string): Promise<{ route: string; file: string } | { error: string }> => {
    const { status, json } = await request('POST', '/pages', from ? { route, from } : { route });
    if (status === 201 && typeof json.route === 'string') return { route: json.route, file: String(json.file ?? '') };
    return { error: typeof json.error === 'string' ? json.error : `The server answered ${status}.` };
  },
};
