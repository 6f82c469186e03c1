/**
 * Undo and redo as a line of file texts: the text when the editor opened, then the text after
 * each change, whoever made it (this editor, or someone saving the file on disk). Undo writes the
 * previous text back, redo the next; a new change drops the texts ahead of the current one.
 */
export interface History {
  entries: readonly { text: string; label: string }[];
  /** The entry the file holds now. */
  at: number;
}

export const startHistory = (text: string): History => ({ entries: [{ text, label: 'Opened' }], at: 0 });

/** After a change: the new text becomes the current entry (nothing happens when it is the same text). */
export function record(history: History, text: string, label: string): History {
  if (history.entries[history.at]?.text === text) return history;
  return { entries: [...history.entries.slice(0, history.at + 1), { text, label }], at: history.at + 1 };
}

export const canUndo = (history: History) => history.at > 0;
export const canRedo = (history: History) => history.at < history.entries.length - 1;

/** What undo writes back and what it undoes, or undefined at the start. */
export function undoStep(history: History): { text: string; label: string; at: number } | undefined {
  if (!canUndo(history)) return undefined;
  return { text: history.entries[history.at - 1]!.text, label: history.entries[history.at]!.label, at: history.at - 1 };
}

/** What redo writes back and what it redoes, or undefined at the newest change. */
export function redoStep(history: History): { text: string; label: string; at: number } | undefined {
  if (!canRedo(history)) return undefined;
  const next = history.entries[history.at + 1]!;
  return { text: next.text, label: next.label, at: history.at + 1 };
}

/** The text the file had when the editor opened it: the YAML view marks the lines changed since. */
export const openedText = (history: History) => history.entries[0]!.text;
