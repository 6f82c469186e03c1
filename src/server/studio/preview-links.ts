import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../shared/store.ts';
import { SLUG } from './git.ts';

/** A preview link works for this long. */
export const PREVIEW_DAYS = 7;

/** The key that signs preview links: made once, kept in the store (a new key would end every link). */
function key(store: Store): Buffer {
  const row = store.prepare("SELECT value FROM secrets WHERE name = 'preview-links'").get() as { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64url');
  const value = randomBytes(32).toString('base64url');
  store.prepare("INSERT OR IGNORE INTO secrets (name, value) VALUES ('preview-links', ?)").run(value);
  return key(store);
}

const sign = (store: Store, payload: string) => createHmac('sha256', key(store)).update(payload).digest('base64url');

/** A signed token for a read-only preview of a draft until `expires` (ms): `<slug>.<expires>.<signature>`. */
export function previewToken(store: Store, slug: string, expires: number): string {
  const payload = `${slug}.${expires.toString(36)}`;
  return `${payload}.${sign(store, payload)}`;
}

/** The draft a preview token shows, or why it is refused (altered, expired). */
export function checkPreviewToken(store: Store, token: string, now = Date.now()): { slug: string } | { refused: string } {
  const [slug, expires, signature] = token.split('.');
  if (!slug || !expires || !signature || !SLUG.test(slug)) return { refused: 'this preview link is not valid' };
  const expected = Buffer.from(sign(store, `${slug}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'this preview link is not valid' };
  if (parseInt(expires, 36) <= now) return { refused: 'this preview link has expired: ask for a new one' };
  return { slug };
}
