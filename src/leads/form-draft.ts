/**
 * What a visitor typed into a form, kept in sessionStorage so it survives a failed attempt and a
 * reload of the page. The fields stay uncontrolled: the values live in the DOM, and the draft is
 * copied in after hydration.
 */
import { DRAFT_PREFIX as PREFIX } from './draft-key';

type Draft = Record<string, string | boolean>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function fieldsOf(form: HTMLFormElement) {
  return [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      el.name !== '' &&
      el.type !== 'hidden' &&
      !el.closest('[data-honeypot]'),
  );
}

export function saveDraft(key: string, form: HTMLFormElement): void {
  const draft: Draft = {};
  for (const field of fieldsOf(form))
    draft[field.name] = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the values are still in the form.
  }
}

export function restoreDraft(key: string, form: HTMLFormElement): void {
  let draft: Draft;
  try {
    draft = JSON.parse(storage()?.getItem(PREFIX + key) ?? '{}') as Draft;
  } catch {
    return;
  }
  for (const field of fieldsOf(form)) {
    const value = draft[field.name];
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (typeof value === 'boolean') field.checked = value;
    } else if (typeof value === 'string' && field.value === '') {
      // A value set by script is not held to maxlength: cut an old, longer draft to it.
      field.value = 'maxLength' in field && field.maxLength >= 0 ? value.slice(0, field.maxLength) : value;
    }
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored.
  }
}
