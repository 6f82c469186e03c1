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

/** At most this many entries are kept (the oldest go first), so a long session stays within the browser's storage. */
export const MAX_ENTRIES = 100;

/** The newest MAX_ENTRIES entries of a history. */
export function trimmed(history: History): History {
  const drop = Math.max(0, history.entries.length - MAX_ENTRIES);
  return drop ? { entries: history.entries.slice(drop), at: Math.max(0, history.at - drop) } : history;
}

/**
 * Where a document's history is kept across reloads of the editor: under the scope the editor's
 * HTML names in <meta name="editor-history-scope"> (a server that serves several drafts names
 * the draft, so each keeps its own) and the document (a page's address, a file's name).
 */
export function historyKey(doc: string): string {
  const scope = document.querySelector('meta[name="editor-history-scope"]')?.getAttribute('content') ?? '';
  return `editor-history:${scope}:${doc}`;
}

const isHistory = (value: unknown): value is History => {
  const h = value as History;
  return (
    typeof h === 'object' &&
    h !== null &&
    Array.isArray(h.entries) &&
    h.entries.length > 0 &&
    h.entries.every((entry) => typeof entry?.text === 'string' && typeof entry.label === 'string') &&
    Number.isInteger(h.at) &&
    h.at >= 0 &&
    h.at < h.entries.length
  );
};

/**
 * The history kept for a document, continued with the text the file holds now (a change made
 * while the editor was closed is one more step, so it can be undone too); a new one without it.
 */
export function storedHistory(key: string, text: string): History {
  let kept: unknown;
  try {
    kept = JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    kept = null;
  }
  return isHistory(kept) ? record(kept, text, 'Change on disk') : startHistory(text);
}

/** Keep a document's history for the next load of the editor in this tab; a full storage keeps the newer half. */
export function storeHistory(key: string, history: History): void {
  let kept = trimmed(history);
  for (;;) {
    try {
      return sessionStorage.setItem(key, JSON.stringify(kept));
    } catch {
      if (kept.entries.length <= 1) return;
      const drop = Math.ceil(kept.entries.length / 2);
      kept = { entries: kept.entries.slice(drop), at: Math.max(0, kept.at - drop) };
    }
  }
}
