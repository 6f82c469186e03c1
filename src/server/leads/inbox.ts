import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InboxAuth } from './inbox-auth.ts';
import { INBOX_COOKIE, tooManyTokens } from './inbox-auth.ts';
import { INBOX_BASE, leadPage, leadsCsv, listPage, signInPage } from './inbox-html.ts';
import { readForm, redirect, send, sendHtml, sendJson } from './http.ts';
import { LEAD_STATES, type LeadFilter, type LeadState, type LeadStore } from './store/lead-store.ts';

/** The inbox's session cookie: HttpOnly, SameSite=Strict, only under the inbox's path, Secure behind HTTPS. */
function sessionCookie(req: IncomingMessage, value: string, maxAgeSeconds: number): string {
  const cookie = `${INBOX_COOKIE}=${value}; Path=${INBOX_BASE}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
  return req.headers['x-forwarded-proto'] === 'https' ? `${cookie}; Secure` : cookie;
}

/** The most leads one page or one export shows. */
const PAGE_SIZE = 500;

/** Resend takes a delivered or failed lead; release takes one from quarantine. */
const REQUEUE_FROM: Record<string, readonly LeadState[]> = { resend: ['failed', 'delivered'], release: ['spam'] };

function filterOf(fields: URLSearchParams, limit: number): LeadFilter {
  const state = fields.get('state') ?? '';
  return {
    formType: fields.get('form') || undefined,
    state: (LEAD_STATES as readonly string[]).includes(state) ? (state as LeadState) : undefined,
    search: fields.get('q')?.trim() || undefined,
    limit,
  };
}

/**
 * The team's inbox, under INBOX_BASE: the list with search and filters, one lead with its attempts,
 * CSV export, Resend and Release, as HTML pages for people and as JSON (`leads.json`,
 * `lead/<id>.json`) for scripts. Every route but the sign-in asks `auth` first; a request without
 * the right gets the sign-in page (or 401 for JSON) and nothing of the store.
 */
export function inboxRoutes(
  store: LeadStore,
  auth: InboxAuth,
  formTypes: string[],
  kick: () => void,
  addressOf: (req: IncomingMessage) => string,
) {
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const method = req.method ?? 'GET';
    // SameSite=Strict keeps the cookie from other sites, not from a sibling subdomain (the same site):
    // a browser says where a post comes from, and only the inbox's own pages may change anything.
    const from = req.headers['sec-fetch-site'];
    if (method === 'POST' && from !== undefined && from !== 'same-origin' && from !== 'none') {
      req.resume();
      return sendJson(res, 403, { error: 'posts to the inbox from another site or origin are refused' });
    }
    if (path === '/sign-in' && method === 'POST') {
      const fields = await readForm(req);
      const result = await auth.signIn(fields, addressOf(req));
      if (!('session' in result)) return sendHtml(res, result.status, signInPage(auth.asks, result.error, fields.get('email') ?? ''));
      return redirect(res, INBOX_BASE, { 'Set-Cookie': sessionCookie(req, result.session, 43200) });
    }
    if (path === '/sign-out' && method === 'POST') {
      auth.signOut(req);
      return redirect(res, INBOX_BASE, { 'Set-Cookie': sessionCookie(req, '', 0) });
    }
    const who = auth.identify(req, addressOf(req));
    if (who !== null && typeof who === 'object') {
      req.resume();
      const seconds = String(Math.ceil(who.waitMs / 1000));
      const error = tooManyTokens(who.waitMs);
      if (path.endsWith('.json') || req.headers.authorization) return sendJson(res, 429, { error }, { 'Retry-After': seconds });
      return send(res, 429, 'text/html; charset=utf-8', signInPage(auth.asks, error), { 'Retry-After': seconds });
    }
    if (who === null) {
      if (path.endsWith('.json'))
        return sendJson(res, 401, {
          error:
            auth.asks === 'token'
              ? 'the inbox needs the admin token: Authorization: Bearer <LEAD_ADMIN_TOKEN>'
              : 'the inbox needs a signed-in studio account (publisher or admin): sign in at ' + INBOX_BASE,
        });
      return sendHtml(res, 401, signInPage(auth.asks));
    }
    const url = new URL(req.url ?? '/', 'http://relay');
    if ((path === '' || path === '/') && (method === 'GET' || method === 'POST')) {
      const fields = method === 'POST' ? await readForm(req) : url.searchParams;
      const filter = filterOf(fields, PAGE_SIZE);
      return sendHtml(res, 200, listPage(await store.list(filter), filter, formTypes));
    }
    if (path === '/export.csv' && method === 'POST') {
      const leads = await store.list(filterOf(await readForm(req), 100_000));
      return send(res, 200, 'text/csv; charset=utf-8', leadsCsv(leads), { 'Content-Disposition': 'attachment; filename="leads.csv"' });
    }
    if (path === '/leads.json' && method === 'GET')
      return sendJson(res, 200, { leads: await store.list(filterOf(url.searchParams, PAGE_SIZE)) });
    const one = /^\/lead\/([0-9a-f-]{36})(\.json|\/resend|\/release)?$/.exec(path);
    if (one) {
      const [, id, tail] = one as unknown as [string, string, string | undefined];
      if (tail === '/resend' || tail === '/release') {
        if (method !== 'POST') return sendJson(res, 405, { error: `POST to ${tail.slice(1)} a lead` });
        const done = await store.requeue(id, Date.now(), REQUEUE_FROM[tail.slice(1)]!);
        if (done) kick();
        if (req.headers.accept?.includes('application/json')) return sendJson(res, done ? 200 : 409, { ok: done });
        return redirect(res, `${INBOX_BASE}/lead/${id}`);
      }
      const found = await store.get(id);
      if (!found) return tail ? sendJson(res, 404, { error: 'no such lead' }) : sendHtml(res, 404, '<p>No such lead.</p>');
      return tail ? sendJson(res, 200, found) : sendHtml(res, 200, leadPage(found.lead, found.attempts));
    }
    sendJson(res, 404, { error: `nothing at ${INBOX_BASE}${path}` });
  };
}
