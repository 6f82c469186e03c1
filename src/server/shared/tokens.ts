import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a link or a cookie: 32 bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the store keeps of a token: its SHA-256, so a copy of the store signs nobody in. */
export const digestOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
