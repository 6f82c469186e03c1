import { useEffect, useRef } from 'react';
import { flushDrafts } from '../form/use-draft';

/** The mark of the generated form's container: in its fields, Ctrl+Z is the editor's undo, not the browser's. */
export const FORM_MARK = 'data-editor-form';

/**
 * Where typing keeps the browser's own undo: a text box that is no field of the form (a search
 * box, a dialog's address), and the YAML view, whose own keys call the editor's undo.
 */
function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('.cm-editor')) return true;
  if (target.closest(`[${FORM_MARK}]`)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes the last change of the file, in the
 * form's fields too: what is being typed is written first, so the burst of typing is undone as one
 * step (the browser's undo would take one character at a time, each written as a change).
 */
export function useHistoryKeys(undo: () => unknown, redo: () => unknown) {
  const actions = useRef({ undo, redo });
  actions.current = { undo, redo };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || ownsUndo(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        flushDrafts();
        void actions.current.undo();
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) {
        event.preventDefault();
        flushDrafts();
        void actions.current.redo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
