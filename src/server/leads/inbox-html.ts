import type { Attempt, LeadFilter, StoredLead } from './store/lead-store.ts';
import { LEAD_STATES } from './store/lead-store.ts';

/** Where the inbox lives, under the relay's own path, so that one proxy rule serves both. */
export const INBOX_BASE = '/api/leads/inbox';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const time = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + ' UTC');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#111827}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d1d5db;vertical-align:top}
a{color:#1d4ed8}form.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}
label{display:flex;flex-direction:column;font-weight:600;font-size:.875rem}input,select,button{font:inherit;padding:.35rem .5rem}
button{background:#1d4ed8;color:#fff;border:0;border-radius:.375rem;cursor:pointer}button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.state{font-weight:600}.spam,.failed{color:#b91c1c}.delivered{color:#047857}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
</style></head><body><main>${body}</main></body></html>`;
}

/** The sign-in page: the admin token, or a studio account's e-mail and password; `error` says why the last try failed. */
export function signInPage(asks: 'token' | 'account', error?: string, email = ''): string {
  const fields =
    asks === 'token'
      ? '<label>Admin token <input name="token" type="password" autocomplete="current-password" required></label>'
      : `<p>Sign in with your studio account (publishers and admins).</p>
<label>E-mail <input name="email" type="email" autocomplete="username" value="${escape(email)}" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>`;
  return page(
    'Lead inbox: sign in',
    `<h1>Lead inbox</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${INBOX_BASE}/sign-in">${fields}
<p><button type="submit">Sign in</button></p></form>`,
  );
}

const option = (value: string, label: string, chosen: string | undefined) =>
  `<option value="${escape(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${escape(label)}</option>`;

/** The list, newest first, with its filters (sent as a POST, so a searched e-mail address never ends up in an address). */
export function listPage(leads: StoredLead[], filter: LeadFilter, formTypes: string[]): string {
  const rows = leads
    .map((lead) => {
      const who = [lead.body.name ?? `${lead.body.firstName ?? ''} ${lead.body.lastName ?? ''}`.trim(), lead.email]
        .filter(Boolean)
        .join(', ');
      return `<tr><td>${time(lead.receivedAt)}</td><td><a href="${INBOX_BASE}/lead/${lead.id}">${escape(who)}</a></td><td>${escape(lead.formType)}</td>
<td class="state ${lead.state}">${lead.state}${lead.spamReason ? ` (${escape(lead.spamReason)})` : ''}</td><td>${lead.attempts}</td></tr>`;
    })
    .join('\n');
  const filters = `<form class="filters" method="post" action="${INBOX_BASE}">
<label>Search <input name="q" type="search" value="${escape(filter.search ?? '')}"></label>
<label>Form <select name="form">${option('', 'All forms', filter.formType)}${formTypes.map((type) => option(type, type, filter.formType)).join('')}</select></label>
<label>State <select name="state">${option('', 'All states', filter.state)}${LEAD_STATES.map((state) => option(state, state, filter.state)).join('')}</select></label>
<button type="submit">Show</button> <button type="submit" formaction="${INBOX_BASE}/export.csv">Export CSV</button></form>`;
  return page(
    'Lead inbox',
    `<h1>Lead inbox</h1><form method="post" action="${INBOX_BASE}/sign-out"><button type="submit">Sign out</button></form>${filters}
<table><caption>${leads.length} lead${leads.length === 1 ? '' : 's'}, newest first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Who</th><th scope="col">Form</th><th scope="col">State</th><th scope="col">Attempts</th></tr></thead>
<tbody>${rows}</tbody></table>`,
  );
}

/** One lead: every field as the provider receives it, its attempts, and what a person can do with it. */
export function leadPage(lead: StoredLead, attempts: Attempt[]): string {
  const fields = Object.entries({ ...lead.body, ...lead.extra })
    .map(([key, value]) => `<dt>${escape(key)}</dt><dd>${escape(value)}</dd>`)
    .join('');
  const tries = attempts
    .map(
      (a) =>
        `<tr><td>${time(a.at)}</td><td>${a.status ?? ''}</td><td>${a.error ? escape(a.error) : 'delivered'}</td><td>${a.ms} ms</td></tr>`,
    )
    .join('');
  const action = (path: string, label: string) =>
    `<form method="post" action="${INBOX_BASE}/lead/${lead.id}/${path}"><button type="submit">${label}</button></form>`;
  const actions =
    lead.state === 'spam'
      ? action('release', 'Release from quarantine and deliver')
      : lead.state === 'failed' || lead.state === 'delivered'
        ? action('resend', 'Resend')
        : '';
  return page(
    'Lead',
    `<p><a href="${INBOX_BASE}">Back to the inbox</a></p><h1>Lead ${escape(lead.id)}</h1>
<p class="state ${lead.state}">State: ${lead.state}${lead.spamReason ? ` (${escape(lead.spamReason)})` : ''}; received ${time(lead.receivedAt)} from ${escape(lead.address)}</p>
<dl>${fields}</dl>${actions}
<h2>Delivery attempts</h2><table><thead><tr><th scope="col">When</th><th scope="col">Status</th><th scope="col">Result</th><th scope="col">Time</th></tr></thead><tbody>${tries}</tbody></table>`,
  );
}

/** CSV of the leads: the fixed columns, then every body field any of them has. Cells that a spreadsheet would run as a formula are quoted as text. */
export function leadsCsv(leads: StoredLead[]): string {
  const fields = [...new Set(leads.flatMap((lead) => Object.keys({ ...lead.body, ...lead.extra })))];
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const head = ['id', 'receivedAt', 'state', 'attempts', 'lastError', ...fields];
  const lines = leads.map((lead) =>
    [
      lead.id,
      new Date(lead.receivedAt).toISOString(),
      lead.state,
      lead.attempts,
      lead.lastError,
      ...fields.map((f) => lead.body[f] ?? lead.extra[f] ?? ''),
    ]
      .map(cell)
      .join(','),
  );
  return `${[head.join(','), ...lines].join('\r\n')}\r\n`;
}
