import { API_BASE, ApiError } from '../api/client';

/** One place a file is named, as the server reports it (src/build/editor/media-library.ts). */
export interface AssetUse {
  file: string;
  route?: string;
  where: string;
  line: number;
}

export interface LibraryFile {
  src: string;
  bytes: number;
  width?: number;
  height?: number;
  uses: AssetUse[];
}

export interface MediaInfo {
  src: string;
  bytes: number;
  width?: number;
  height?: number;
  /** What a phone 390 pixels across downloads of the picture. */
  phone?: { width: number; type: string; bytes: number };
}

export interface Uploaded {
  src: string;
  reused: boolean;
  bytes: number;
  width?: number;
  height?: number;
}

const token = () => document.querySelector('meta[name="editor-token"]')?.getAttribute('content') ?? '';

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers: { 'x-editor-token': token(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('The development server does not answer. Is npm run dev still running?', 0);
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(typeof json.error === 'string' ? json.error : `The server answered ${res.status}.`, res.status);
  return json as T;
}

/**
 * Send one file's bytes, reporting progress (0 to 1) as they go: XMLHttpRequest, as fetch reports
 * no upload progress. Resolves to the server's JSON; a refusal rejects with its sentence.
 */
function send<T>(path: string, file: Blob, onProgress: (done: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.setRequestHeader('x-editor-token', token());
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => reject(new ApiError('The development server does not answer. Is npm run dev still running?', 0));
    request.onload = () => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // answered without JSON: the status says enough
      }
      if (request.status >= 200 && request.status < 300) resolve(json as T);
      else reject(new ApiError(typeof json.error === 'string' ? json.error : `The server answered ${request.status}.`, request.status));
    };
    request.send(file);
  });
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The media library's calls (src/build/editor/media-api.ts). */
export const mediaApi = {
  list: () => call<{ files: LibraryFile[]; maxBytes: number }>('GET', '/media'),
  info: (src: string) => call<MediaInfo>('GET', `/media/info?${query({ src })}`),
  upload: (file: File, folder: string, onProgress: (done: number) => void) =>
    send<Uploaded>(`/media/upload?${query({ name: file.name, folder })}`, file, onProgress),
  replace: (src: string, file: File, onProgress: (done: number) => void) =>
    send<{ src: string; bytes: number }>(`/media/replace?${query({ src, name: file.name })}`, file, onProgress),
  rename: (from: string, to: string) => call<{ src: string; changed: string[] }>('POST', '/media/rename', { from, to }),
  remove: (src: string) => call<{ deleted: string }>('POST', '/media/delete', { src }),
  /** A thumbnail as an object URL (the API needs its token, which an <img src> cannot send). */
  thumb: async (src: string): Promise<string | undefined> => {
    const res = await fetch(`${API_BASE}/media/thumb?${query({ src })}`, { headers: { 'x-editor-token': token() } }).catch(() => undefined);
    return res?.ok ? URL.createObjectURL(await res.blob()) : undefined;
  },
};

/** 1.2 MB, 45 KB, 900 B. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
