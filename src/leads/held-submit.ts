import { LEAD_HOLD } from '../content/initial';

/**
 * Takes the submission the page's boot script held for this form because it came before the app
 * had hydrated it (see BOOT_SCRIPT): true at most once per held submission. The script also
 * disabled the button and marked the form busy; both are given back here, so the app's own state
 * decides them from now on.
 */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const held = (window as unknown as Record<string, HTMLFormElement[] | undefined>)[LEAD_HOLD];
  const index = held?.indexOf(form) ?? -1;
  if (index < 0) return false;
  held!.splice(index, 1);
  form.removeAttribute('aria-busy');
  const button = form.querySelector<HTMLButtonElement>('[type=submit]');
  if (button) button.disabled = false;
  return true;
}
