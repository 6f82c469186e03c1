/** The tel: address of a phone number as written for people, e.g. (214) 555-0142 → tel:2145550142. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** The mailto: address of an e-mail address. */
export function mailHref(email: string): string {
  return `mailto:${email}`;
}
