/** The tel: address of a phone number as written for people, e.g. (214) 555-0142 → tel:2145550142. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/**
 * The mailto: address of an e-mail address, each part percent-encoded so that no character of the
 * content (a quote, ?, #, <) can end the address or add headers: info@example.com stays as it is.
 */
export function mailHref(email: string): string {
  const at = email.lastIndexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
