import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a text is written. */
export const WRITE_PAUSE_MS = 400;

/** The write of each field's typing not yet written: the editor's undo writes them first, so a typing burst is one step. */
const pending = new Set<() => void>();

/** Write every field's typing that waits for its pause (before an undo or redo, which then undoes it whole). */
export function flushDrafts(): void {
  for (const flush of pending) flush();
}

/**
 * The text of a field while it is typed: written (once) after a pause or when the field loses
 * focus, and when the field goes away. While something typed is not yet written, answers from the
 * server never overwrite it; otherwise (the field left, or all of it written, then undone) the
 * field shows what the file holds.
 */
export function useDraft(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const state = useRef({ draft: value, written: value, focused: false, commit });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  state.current.commit = commit;

  useEffect(() => {
    const typing = state.current.focused && state.current.draft !== state.current.written;
    state.current.written = value;
    if (!typing) {
      state.current.draft = value;
      setDraft(value);
    }
  }, [value]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const { draft: text, written } = state.current;
    if (text === written) return;
    state.current.written = text;
    state.current.commit(text);
  }, []);

  useEffect(() => {
    pending.add(flush);
    return () => {
      pending.delete(flush);
      flush();
    };
  }, [flush]);

  return {
    draft,
    change: (text: string) => {
      state.current.draft = text;
      setDraft(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, WRITE_PAUSE_MS);
    },
    onFocus: () => {
      state.current.focused = true;
    },
    onBlur: () => {
      state.current.focused = false;
      flush();
    },
  };
}
