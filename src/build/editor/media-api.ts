/**
 * The media library's part of the editor API (api.ts mounts it under /__edit/api/media):
 *
 *   GET  media                           { files: [{ src, bytes, width?, height?, uses }], maxBytes }
 *   GET  media/info?src=                 { src, bytes, width, height, phone?: { width, type, bytes } }
 *   GET  media/thumb?src=                a WebP of the picture, 320 pixels across at most
 *   POST media/upload?name=&folder=      the file's bytes as the body → 201 { src, reused, bytes, width?, height? }
 *   POST media/replace?src=&name=        the new bytes → 200 { src, bytes }
 *   POST media/rename  { from, to }      → 200 { src, changed } (every reference in YAML follows)
 *   POST media/delete  { src }           → 200 | 409 { error, uses } while the file is used
 *
 * An upload is checked by its content and cleaned (no metadata, upright, sRGB) before anything is
 * written (media-upload.ts); a refusal answers 413 (too large) or 422 with its sentence.
 */
import type { IncomingMessage } from 'node:http';
import sharp from 'sharp';
import { isRecord } from '../content/is-record.ts';
import type { EncodePool } from '../media/encode-pool.ts';
import { deleteAsset, LibraryRefusal, mediaLibrary, renameAsset, replaceAsset } from './media-library.ts';
import type { MediaStore, RasterFacts } from '../media/media-store.ts';
import { phoneDownload } from '../media/phone-download.ts';
import { maxUploadBytes, storeUpload, UploadRefusal } from './media-upload.ts';
import type { Answer } from './api-writes.ts';
import type { EditorPaths } from './page-docs.ts';
import { HttpError, readJson } from './security.ts';
import { readLimited } from '../../server/shared/body.ts';

/** An answer that is not JSON: a thumbnail's bytes. */
export interface BytesAnswer {
  status: number;
  type: string;
  bytes: Buffer;
}

/** The body's bytes, up to `max`: past it the rest is read and dropped and the refusal says the limit. */
async function readBytes(req: IncomingMessage, max: number, name: string): Promise<Buffer> {
  return readLimited(req, {
    maxBytes: max,
    tooLarge: `${name} is larger than the ${(max / 1024 / 1024).toFixed(1)} MB a file may have. Export it smaller (a photo of 4000 pixels across is plenty) and upload it again.`,
  });
}

const param = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  if (!value) throw new HttpError(400, `the request needs ?${name}=`);
  return value;
};

/** A refusal of the media code as the HTTP answer it is. */
function refused(error: unknown): Answer {
  if (error instanceof UploadRefusal) return { status: 422, body: { error: error.message } };
  if (error instanceof LibraryRefusal)
    return { status: error.status, body: { error: error.message, ...(error.uses ? { uses: error.uses } : {}) } };
  throw error;
}

export async function mediaAnswer(
  req: IncomingMessage,
  paths: EditorPaths,
  url: URL,
  store: MediaStore,
  pool: EncodePool,
): Promise<Answer | BytesAnswer> {
  const call = `${req.method} ${url.pathname.slice(url.pathname.indexOf('/api/') + '/api/'.length)}`;
  try {
    switch (call) {
      case 'GET media':
        return {
          status: 200,
          body: {
            files: mediaLibrary(paths.siteDir, paths.root).map((file) => {
              const facts = store.facts(file.src);
              return facts ? { ...file, width: facts.width, height: facts.height } : file;
            }),
            maxBytes: maxUploadBytes(),
          },
        };
      case 'GET media/info': {
        const src = param(url, 'src');
        const facts = store.facts(src);
        const file = mediaLibrary(paths.siteDir, paths.root).find((entry) => entry.src === src);
        if (!file) throw new HttpError(404, `there is no file ${src} in site/assets`);
        const phone = facts?.format ? await phoneDownload(src, facts as RasterFacts, store, pool) : undefined;
        return { status: 200, body: { src, bytes: file.bytes, width: facts?.width, height: facts?.height, ...(phone ? { phone } : {}) } };
      }
      case 'GET media/thumb': {
        const src = param(url, 'src');
        const facts = store.facts(src);
        if (!facts) throw new HttpError(404, `${src} is not a picture of site/assets`);
        const bytes = await sharp(facts.path, { failOn: 'none' })
          .rotate()
          .resize({ width: 320, withoutEnlargement: true })
          .webp({ quality: 70 })
          .toBuffer();
        return { status: 200, type: 'image/webp', bytes };
      }
      case 'POST media/upload': {
        const name = param(url, 'name');
        const bytes = await readBytes(req, maxUploadBytes(), name);
        const stored = await storeUpload(paths.siteDir, url.searchParams.get('folder') ?? 'uploads', name, bytes);
        const facts = store.facts(stored.src);
        paths.publish?.();
        return { status: 201, body: { ...stored, ...(facts ? { width: facts.width, height: facts.height } : {}) } };
      }
      case 'POST media/replace': {
        const src = param(url, 'src');
        const name = param(url, 'name');
        const bytes = await replaceAsset(paths.siteDir, src, name, await readBytes(req, maxUploadBytes(), name));
        paths.publish?.();
        return { status: 200, body: { src, bytes } };
      }
      case 'POST media/rename': {
        const body = await readJson(req);
        if (!isRecord(body) || typeof body.from !== 'string' || typeof body.to !== 'string')
          throw new HttpError(400, 'the body needs "from" and "to"');
        const renamed = renameAsset(paths.siteDir, paths.root, body.from, body.to);
        paths.publish?.();
        return { status: 200, body: renamed };
      }
      case 'POST media/delete': {
        const body = await readJson(req);
        if (!isRecord(body) || typeof body.src !== 'string') throw new HttpError(400, 'the body needs "src"');
        deleteAsset(paths.siteDir, paths.root, body.src);
        paths.publish?.();
        return { status: 200, body: { deleted: body.src } };
      }
      default:
        throw new HttpError(404, `the editor API has no ${call}`);
    }
  } catch (error) {
    return refused(error);
  }
}
