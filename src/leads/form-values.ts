import type { LeadValues } from './payload';

/** Controls whose typed value is trimmed: every text box (email, tel …) and the message. */
function typedControls(form: HTMLFormElement) {
  return [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement =>
      el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && ['text', 'email', 'tel', 'search', 'url'].includes(el.type)),
  );
}

/**
 * The values of a lead form at the moment of submitting, or null when the browser refused them.
 * Leading and trailing spaces are removed from every typed value in the form itself first, then the
 * browser's own validation runs again (`reportValidity`): a required field of spaces only is now
 * empty and gets the browser's "Please fill out this field" message, so it is never sent as "".
 * Used for a click on the submit button and for a submission held until the page was ready.
 */
export function readLeadForm(form: HTMLFormElement): LeadValues | null {
  for (const control of typedControls(form)) {
    const trimmed = control.value.trim();
    if (trimmed !== control.value) control.value = trimmed;
  }
  if (!form.reportValidity()) return null;
  return Object.fromEntries([...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
