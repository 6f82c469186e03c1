import { arrayMove } from '@dnd-kit/sortable';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SectionValue } from '../api/types';

interface OrderState {
  /** The sections the keys are for. */
  sections: SectionValue[];
  /** One key per section, in the sections' order. */
  keys: string[];
  /** The order shown while a dropped section is on its way to the server (indexes into sections). */
  order: number[] | null;
  /** The keys in the order a move asked for, taken on when the server answers with the moved sections. */
  moved: string[] | null;
}

/**
 * The outline's order and the keys of its items. A moved section keeps its key from the move,
 * through the order shown while the move is saved, to the sections the server answers with: the
 * item goes with the section, and so does the keyboard focus: on the same control of the moved
 * section (its handle, or the button used), never left at the old place on another section, nor
 * lost when the item's element is moved. Other changes keep the keys by place; a section added or
 * removed gives new keys. The items of `list` carry their key as `data-outline-key`.
 */
export function useOutlineOrder(
  sections: SectionValue[],
  onMove: (from: number, to: number) => Promise<boolean> | void,
  list: RefObject<HTMLElement | null>,
) {
  const made = useRef(0);
  const fresh = (count: number) => Array.from({ length: count }, () => `section-${made.current++}`);
  const [state, setState] = useState<OrderState>(() => ({ sections, keys: fresh(sections.length), order: null, moved: null }));
  let current = state;
  if (state.sections !== sections) {
    const keys = [state.moved, state.keys].find((list) => list?.length === sections.length) ?? fresh(sections.length);
    current = { sections, keys, order: null, moved: null };
    setState(current);
  }
  /** The moved item's key and which of its buttons had the focus, to give the focus back after the move. */
  const focus = useRef<{ key: string; button: number } | null>(null);
  useLayoutEffect(() => {
    // Once the move is in place (saved or refused), once only: later renders leave the focus alone.
    if (!focus.current || current.moved) return;
    const { key, button } = focus.current;
    focus.current = null;
    const item = list.current?.querySelector(`[data-outline-key="${key}"]`);
    if (!item || item.contains(document.activeElement)) return;
    // The user has gone on elsewhere (the page settings, the form) while the move was saved: leave the focus there.
    const active = document.activeElement;
    if (active && active !== document.body && !list.current?.contains(active)) return;
    // The same button, or the nearest one before it if it is now disabled (Move down at the end: Move up).
    const buttons = [...item.querySelectorAll('button')].slice(0, Math.max(button, 0) + 1);
    buttons
      .reverse()
      .find((candidate) => !candidate.disabled)
      ?.focus();
  });
  const shown = current.order ?? sections.map((_, index) => index);
  const ids = shown.map((index) => current.keys[index]!);

  /** Move the section at place `from` to place `to`; `showNow` shows the new order before the server answers. */
  const move = (from: number, to: number, showNow: boolean) => {
    const item = document.activeElement?.closest('[data-outline-key]');
    focus.current = item
      ? { key: ids[from]!, button: [...item.querySelectorAll('button')].indexOf(document.activeElement as HTMLButtonElement) }
      : null;
    setState((now) => ({ ...now, order: showNow ? arrayMove(shown, from, to) : now.order, moved: arrayMove(ids, from, to) }));
    void Promise.resolve(onMove(from, to)).then((saved) => {
      if (saved === false) setState((now) => (now.sections === sections ? { ...now, order: null, moved: null } : now));
    });
  };
  return { shown, ids, move };
}
