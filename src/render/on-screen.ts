import { DRAFT_PREFIX } from '../leads/draft-key';
import { INTERACTIONS } from './island-names';

/**
 * When an island of a built page (render/island.tsx) is worth its code: how near the screen it must
 * come before it is fetched, a quarter of a screen below the viewport. One above it (scrolled past)
 * is fetched too.
 */
export const NEAR_MARGIN = '0px 0px 25% 0px';

interface Waiting {
  elements: Element[];
  release: () => void;
  /** It has come near the screen (or above it); fetched once the visitor has also done something. */
  near?: boolean;
  /** It holds a form with a saved draft to put back: fetched as soon as it is near. */
  eager: boolean;
}

/** Whether the visitor has a draft of a form saved in this tab (leads/form-draft.ts), looked up once: only the served page's sections ask. */
let draftSaved: boolean | undefined;

function hasSavedDraft(): boolean {
  try {
    return Object.keys(sessionStorage).some((key) => key.startsWith(DRAFT_PREFIX));
  } catch {
    return false;
  }
}

/**
 * Whether these elements hold a form field while the visitor has a draft of a form saved in this
 * tab: after a reload the draft comes back without waiting for a move.
 */
function holdsDraft(elements: Element[]): boolean {
  draftSaved ??= hasSavedDraft();
  return draftSaved && elements.some((element) => element.querySelector('input, select, textarea') !== null);
}

/**
 * Whether the visitor is there: one of INTERACTIONS has happened (island-names.ts). A load on which
 * none of them happens (a glance, a crawler, a speed test) fetches no island's code: the page stays
 * as served, its links and text working as plain HTML (its menus as popovers, its forms posting or
 * held), until the first of them.
 */
let interacted = false;

const waiting = new Set<Waiting>();
let observer: IntersectionObserver | undefined;

function release(entry: Waiting) {
  if (!waiting.delete(entry)) return;
  for (const element of entry.elements) observer?.unobserve(element);
  entry.release();
}

/** The waiting sections that hold this node are released. */
function releaseHolding(target: EventTarget | null) {
  const node = target as Node | null;
  for (const entry of [...waiting]) if (node && entry.elements.some((element) => element.contains(node))) release(entry);
}

/** Focus inside a waiting section (the keyboard reached it) releases that section. */
const releaseAround = (event: Event) => releaseHolding(event.target);

/** Whether React has hydrated this element (it keeps its props on each node it owns). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/**
 * A click on a control of a section whose code has not arrived yet: React cannot hydrate the
 * section in time, drops the click and stops it on its way down. So the section is fetched, and
 * once it has hydrated the control is clicked again; the tap that started the download is not lost.
 * A click React could handle itself (the section's code was there: React hydrates the section
 * during the click and lets it through) is left to it, and so is a lead form's button, whose click
 * the boot script holds (output/html.ts).
 *
 * What React did is read on the control itself, during the click, not a task later: by then the
 * code may have arrived and the section hydrated without ever seeing the click. (A capture listener
 * above the control that stopped the click would read as React's drop too; the site has none.)
 */
function replayClick(event: MouseEvent) {
  const control = replayable(event.target);
  if (!control || hydrated(control)) return;
  releaseAround(event);
  let handled = false;
  const reached = () => {
    handled = hydrated(control);
  };
  control.addEventListener('click', reached, { capture: true, once: true });
  setTimeout(() => {
    control.removeEventListener('click', reached, { capture: true });
    if (!handled) clickOnceHydrated(control as HTMLElement);
  }, 0);
}

/** The control of a section a click on this target would be played again for (see replayClick). */
function replayable(target: EventTarget | null): HTMLElement | null {
  const control = (target as Element | null)?.closest?.<HTMLElement>('button:not([type=submit]):not([data-lead-submit]), [role=button]');
  return control?.closest('main') ? control : null;
}

/** Click the control once React has hydrated it, if that happens within 5 seconds and it is still on the page. */
function clickOnceHydrated(control: HTMLElement) {
  const until = performance.now() + 5000;
  const again = () => {
    if (!control.isConnected || performance.now() > until) return;
    if (hydrated(control)) control.click();
    else requestAnimationFrame(again);
  };
  requestAnimationFrame(again);
}

let listening = false;

/** The visitor's first sign of life: what is near the screen by then is fetched, and from then on as it comes near. */
function onInteraction() {
  interacted = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
  for (const entry of [...waiting]) if (entry.near) release(entry);
}

/**
 * What the visitor did before the island loader ran (the boot script kept it, output/html.ts), once
 * the loader has asked for its islands: a move counts as the visitor's first sign of life, and a
 * click on a control of a section, which nothing could answer then, fetches that section and is
 * played again once it has hydrated.
 */
export function takeEarlyEvents(early: Event[] | undefined): void {
  if (!early) return;
  // The boot script records no more.
  early.push = () => early.length;
  if (!interacted && early.some((event) => event.type !== 'focusin')) onInteraction();
  for (const event of early) {
    const control = event.type === 'click' ? replayable(event.target) : null;
    if (!control || hydrated(control)) continue;
    releaseHolding(control);
    clickOnceHydrated(control);
  }
}

/**
 * Resolves once one of these elements comes near the screen or is above it and the visitor has done
 * something (at once where nothing can tell), or focus enters one of them.
 */
export function whenNear(elements: Element[]): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const entry: Waiting = { elements, release: resolve, eager: holdsDraft(elements) };
    waiting.add(entry);
    observer ??= new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          // Near the screen, or already scrolled past (the visitor may scroll back to it).
          if (!change.isIntersecting && change.boundingClientRect.bottom >= 0) continue;
          for (const item of [...waiting]) {
            if (!item.elements.includes(change.target)) continue;
            item.near = true;
            if (interacted || item.eager) release(item);
          }
        }
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const element of elements) observer.observe(element);
    // Focus that entered it before the loader ran (the boot script starts the loader then).
    const focused = document.activeElement;
    if (focused && elements.some((element) => element.contains(focused))) release(entry);
    if (!listening) {
      listening = true;
      // The visitor scrolled before the island loader started.
      interacted ||= window.scrollY > 0;
      document.addEventListener('focusin', releaseAround, true);
      document.addEventListener('click', replayClick, true);
      for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
    }
  });
}
