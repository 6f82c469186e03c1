import { HONEYPOT_FIELD } from '../../leads/fields.ts';

/** The words of the page a visitor without JavaScript sees when a form post is refused. */
export interface RefusalWords {
  title: string;
  text: string;
  /** Followed by the phone and the e-mail, when there are any. */
  unavailable?: string;
  phone?: string;
  email?: string;
}

/** Fields of a form post that describe the form, not what the visitor typed. */
const FORM_FIELDS = new Set(['formType', 'source', 'next', 'consent', HONEYPOT_FIELD]);

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page a visitor without JavaScript gets when their form post was refused: the site's failure
 * notice, what happened (`reason`), every value they typed, and, when sending again may work (a
 * rate limit, a store that refused the write), a button that posts the same values to `resendTo`
 * again; then the phone and e-mail. Nothing typed is lost, and nothing of it goes into an address.
 */
export function refusalPage(words: RefusalWords, reason: string, fields?: URLSearchParams, resendTo?: string): string {
  const typed = [...(fields ?? [])].filter(([name, value]) => !FORM_FIELDS.has(name) && value.trim() !== '');
  const values = typed.length
    ? `<h2>What you typed</h2><dl>${typed.map(([name, value]) => `<dt>${html(name)}</dt><dd>${html(value)}</dd>`).join('')}</dl>`
    : '';
  const resend =
    resendTo && fields
      ? `<form method="post" action="${html(resendTo)}">${[...fields]
          .map(([name, value]) => `<input type="hidden" name="${html(name)}" value="${html(value)}">`)
          .join('')}<button type="submit">Send again</button></form>`
      : '';
  const tel = (words.phone ?? '').replace(/[^+\d]/g, '');
  const contact =
    words.unavailable && words.phone && words.email
      ? `<p>${html(words.unavailable)} <a href="tel:${tel}">${html(words.phone)}</a> · <a href="mailto:${html(words.email)}">${html(words.email)}</a></p>`
      : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${html(words.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#111827}` +
    `dt{font-weight:600}dd{margin:0 0 .5rem;white-space:pre-wrap}button{font:inherit;padding:.5rem 1rem;background:#1d4ed8;color:#fff;border:0;border-radius:.375rem}` +
    `button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#1d4ed8}</style></head>` +
    `<body><main><h1>${html(words.title)}</h1><p>${html(words.text)}</p><p role="alert">${html(reason)}</p>${values}${resend}${contact}</main></body></html>`
  );
}
