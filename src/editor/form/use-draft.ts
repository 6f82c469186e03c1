import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a text is written. */
export const WRITE_PAUSE_MS = 400;

/**
 * The text of a field while it is typed: written (once) after a pause or when the field loses
 * focus, and when the field goes away. While it has focus, answers from the server never
 * overwrite what is being typed; once it is left, the field shows what the file holds.
 */
export function useDraft(value: string, commit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const state = useRef({ draft: value, written: value, focused: false, commit });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  state.current.commit = commit;

  useEffect(() => {
    state.current.written = value;
    if (!state.current.focused) {
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

  useEffect(() => flush, [flush]);

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
