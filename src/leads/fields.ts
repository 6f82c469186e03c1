/**
 * The longest value each typed field of a lead form takes, in what `maxlength` counts (UTF-16 code
 * units). The browser stops the visitor while typing or pasting, so no lead is ever too large for a
 * webhook to take; a "try again" that can never succeed is not possible. The local inbox
 * (src/build/vite/lead-inbox.ts) accepts 64 KB, above the largest possible lead
 * (tests/unit/send-lead.test.ts checks it with every field full of characters JSON escapes to six bytes).
 *
 * - name, firstName, lastName 100: longer than any real full name, short enough for a CRM field;
 * - businessName 150: registered company names with suffixes ("… Holdings International LLC");
 * - email 254: the longest address SMTP can deliver (RFC 5321 path limit minus the brackets);
 * - phone 32: E.164 has at most 15 digits; 32 leaves room for spaces, brackets, "+" and "ext. 12345";
 * - message 5000: about a page of text, plenty for "Additional Details".
 */
export const MAX_LENGTH = {
  name: 100,
  firstName: 100,
  lastName: 100,
  businessName: 150,
  email: 254,
  phone: 32,
  message: 5000,
} as const;

export type TypedField = keyof typeof MAX_LENGTH;

/**
 * The honeypot: a text box hidden from people (off screen, aria-hidden, out of the tab order) that
 * only robots fill. Browser autofill and password managers must never fill it, or a real visitor's
 * lead would be dropped as spam, so its name, id and label match no autofill category:
 *
 * - Chrome classifies a field by regular expressions over its name, id and label
 *   (components/autofill/core/common/autofill_regex_constants.h: name, email, phone, company,
 *   business, organization, address, street, url/website/web, zip/postal, city/town, state/region,
 *   country, card/cc/acct, user/login/pass, code, title, day, amount …) and ignores
 *   autocomplete="off" for addresses. "nectar" (what a honeypot holds) contains none of those words,
 *   in any of the languages Chrome checks; the id is `<section id>-nectar` and the label "Leave this
 *   field empty" has none either. The old name, "website", is exactly what Chrome fills with a URL.
 * - autocomplete="off" stays: it is the one value the HTML checker accepts that names no autofill
 *   field (an invented token such as "nope" is invalid HTML; a real but unused field name such as
 *   "transaction-amount" would describe the box as something it is not), and it keeps Chrome's
 *   per-name history of typed values ("Autocomplete") away from the box.
 * - data-1p-ignore, data-lpignore and data-bwignore tell 1Password, LastPass and Bitwarden to skip it.
 *
 * It is never sent: a filled honeypot ends as a quiet success without calling the webhook.
 */
export const HONEYPOT_FIELD = 'nectar';
