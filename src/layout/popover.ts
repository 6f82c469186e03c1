import type { CSSObject } from '@emotion/react';
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject, type ToggleEvent } from 'react';

/**
 * False in the server's HTML and in the render that hydrates it, true from the next render on.
 * Markup that only makes sense with scripts running (ARIA states kept up to date, menu roles whose
 * arrow keys need code) waits for it, so the first client render of each island is the server's
 * HTML exactly. The switch is a transition: React renders it in slices between other work, not in
 * one long task right after hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** Whether this browser has the Popover API (Chromium 114+, Safari 17+, Firefox 125+). */
export const popoverSupported = (): boolean => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * Styles for a popover element: where the browser has no Popover API, `[popover]` does not hide
 * it, so it is hidden here until scripts open it (`data-open`). Kept out of any selector list
 * with `:popover-open`, which those browsers would drop whole.
 */
export const withoutPopoverApi: CSSObject = {
  '@supports not selector(:popover-open)': { '&:not([data-open])': { display: 'none' } },
};

export interface Popover<T extends HTMLElement> {
  /** Whether it is showing, as the browser last said (false until hydrated). */
  open: boolean;
  /** Whether it is showing now, asked of the element itself. */
  isOpen(): boolean;
  show(): void;
  hide(): void;
  /** Spread on the element: the ref, `popover="auto"`, and the listener that keeps `open` in step. */
  props: {
    ref: RefObject<T | null>;
    popover: 'auto';
    onBeforeToggle: (event: ToggleEvent<T>) => void;
    'data-open': '' | undefined;
  };
}

/**
 * A `popover="auto"` element opened and closed by the browser itself (a button's `popovertarget`,
 * Escape, a click outside: all without JavaScript), mirrored into React state once the app runs so
 * the ARIA attributes follow it, with `show()` and `hide()` for what scripts add (hover, arrow
 * keys, closing after a choice). `beforeShow` runs just before it shows (and on
 * hydration, for one the visitor opened before), e.g. to place it.
 *
 * Where the Popover API is missing, scripts keep it working: `open` is then plain state, shown to
 * CSS as `data-open`.
 */
export function usePopover<T extends HTMLElement>({ beforeShow }: { beforeShow?: (element: T) => void } = {}): Popover<T> {
  const ref = useRef<T>(null);
  const [open, setOpenState] = useState(false);
  const openRef = useRef(false);
  const beforeShowRef = useRef(beforeShow);
  beforeShowRef.current = beforeShow;
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
  }, []);

  // The page works before the scripts arrive: a popover the visitor opened meanwhile is taken over.
  useEffect(() => {
    if (!popoverSupported() || !ref.current?.matches(':popover-open')) return;
    beforeShowRef.current?.(ref.current);
    setOpen(true);
  }, [setOpen]);

  const isOpen = useCallback(() => (popoverSupported() ? (ref.current?.matches(':popover-open') ?? false) : openRef.current), []);
  const show = useCallback(() => {
    const element = ref.current;
    if (!element || isOpen()) return;
    if (popoverSupported()) element.showPopover();
    else setOpen(true);
  }, [isOpen, setOpen]);
  const hide = useCallback(() => {
    const element = ref.current;
    if (!element || !isOpen()) return;
    if (popoverSupported()) element.hidePopover();
    else setOpen(false);
  }, [isOpen, setOpen]);
  const onBeforeToggle = useCallback(
    (event: ToggleEvent<T>) => {
      if (event.newState === 'open') beforeShowRef.current?.(event.currentTarget);
      setOpen(event.newState === 'open');
    },
    [setOpen],
  );

  return { open, isOpen, show, hide, props: { ref, popover: 'auto', onBeforeToggle, 'data-open': open ? '' : undefined } };
}
