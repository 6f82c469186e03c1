import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SITE_UPDATE_EVENT } from '../../content/initial';
import { api } from '../api/client';
import type { DocTarget, Issue, Op, PageDoc, WriteResult } from '../api/types';
import { useStatus } from '../ui/status';
import { canRedo, canUndo, historyKey, record, redoStep, storedHistory, storeHistory, undoStep, type History } from './history';

interface State {
  doc: PageDoc | null;
  history: History | null;
  loadError: string;
}

export const CHANGED_ON_DISK = 'The file changed on disk, so the editor reloaded it.';

/**
 * How often the editor reads the file again in case no event told it of a change: the dev server's
 * content events (site:update, vite:error) and window focus usually do, so this is a slow fallback.
 */
const POLL_MS = 10_000;

/**
 * One document (a page, site.yaml or a file of site/data) as the server has it, and every way to
 * change it. Writes go one at a time, in order, each on the hash the previous one answered, so
 * quick edits never race each other. A file changed on disk (seen on a write, a server event,
 * focus or a slow poll) is reloaded and said. Its undo history is kept for this tab across reloads.
 */
export function usePageDoc(route: string | DocTarget) {
  const target: DocTarget = typeof route === 'string' ? { route } : route;
  const targetKey = 'route' in target ? target.route : target.name;
  const docTarget = useMemo(() => ('route' in target ? { route: targetKey } : { name: targetKey }), [targetKey]);
  const status = useStatus();
  const [state, setState] = useState<State>({ doc: null, history: null, loadError: '' });
  const current = useRef(state);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const busy = useRef(0);

  // A text written in the YAML tab that was refused (it cannot be read as a page), with its issues:
  // the tab keeps showing it, and them, until a write is saved or the file changes.
  const [unsaved, setUnsaved] = useState<{ text: string; issues: Issue[] } | null>(null);

  const commit = useCallback(
    (doc: PageDoc, history: History) => {
      current.current = { doc, history, loadError: '' };
      setState(current.current);
      setUnsaved(null);
      storeHistory(historyKey(targetKey), history);
    },
    [targetKey],
  );

  /** Run a task after every earlier one; tasks see the state the earlier ones left. */
  const run = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    busy.current++;
    const next = queue.current.then(task).finally(() => busy.current--);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const settle = useCallback(
    (result: WriteResult, label: string, at?: number): boolean => {
      const history = current.current.history!;
      if (result.kind === 'saved') {
        commit(result.doc, at === undefined ? record(history, result.doc.text, label) : { ...history, at });
        status.say(`${label}: saved.`);
        return true;
      }
      if (result.kind === 'conflict') {
        commit(result.doc, record(history, result.doc.text, 'Change on disk'));
        status.alert(`${CHANGED_ON_DISK} Your last change (${label}) was not applied: make it again.`);
        return false;
      }
      status.alert(`Not saved (${label}): ${result.error}`);
      return false;
    },
    [commit, status],
  );

  const fail = useCallback(
    (error: unknown) => {
      status.alert(error instanceof Error ? error.message : String(error));
      return false;
    },
    [status],
  );

  const apply = useCallback(
    (ops: Op[], label: string) =>
      run(async () => {
        const doc = current.current.doc;
        return doc ? settle(await api.ops(docTarget, doc.hash, ops), label) : false;
      }).catch(fail),
    [fail, docTarget, run, settle],
  );

  const writeText = useCallback(
    (text: string, label = 'Edited the YAML') =>
      run(async () => {
        const doc = current.current.doc;
        if (!doc) return false;
        if (doc.text === text) {
          setUnsaved(null);
          return true;
        }
        const result = await api.text(docTarget, doc.hash, text);
        if (result.kind === 'refused') setUnsaved({ text, issues: result.issues ?? [] });
        return settle(result, label);
      }).catch(fail),
    [fail, docTarget, run, settle],
  );

  const step = useCallback(
    (which: 'undo' | 'redo') =>
      run(async () => {
        const { doc, history } = current.current;
        const target = history && (which === 'undo' ? undoStep(history) : redoStep(history));
        if (!doc || !target) return false;
        return settle(
          await api.text(docTarget, doc.hash, target.text),
          `${which === 'undo' ? 'Undid' : 'Redid'}: ${target.label}`,
          target.at,
        );
      }).catch(fail),
    [fail, docTarget, run, settle],
  );

  /** Read the file again; a different text than the last known one is a change made on disk. */
  const refresh = useCallback(
    (quiet = false) =>
      run(async () => {
        const fresh = await api.doc(docTarget);
        const { doc, history } = current.current;
        if (!doc || !history) return commit(fresh, storedHistory(historyKey(targetKey), fresh.text));
        if (fresh.hash === doc.hash) return;
        commit(fresh, record(history, fresh.text, 'Change on disk'));
        status.alert(CHANGED_ON_DISK);
      }).catch((error: Error) => {
        if (!current.current.doc) setState({ doc: null, history: null, loadError: error.message });
        else if (!quiet) fail(error);
      }),
    [commit, fail, docTarget, targetKey, run, status],
  );

  useEffect(() => {
    void refresh();
    const check = () => {
      if (busy.current === 0 && document.visibilityState === 'visible') void refresh(true);
    };
    // The dev server tells open pages about content changes; the editor listens too.
    import.meta.hot?.on(SITE_UPDATE_EVENT, check);
    import.meta.hot?.on('vite:error', check);
    window.addEventListener('focus', check);
    const timer = setInterval(check, POLL_MS);
    return () => {
      import.meta.hot?.off?.(SITE_UPDATE_EVENT, check);
      import.meta.hot?.off?.('vite:error', check);
      window.removeEventListener('focus', check);
      clearInterval(timer);
    };
  }, [refresh]);

  const history = state.history;
  return useMemo(
    () => ({
      doc: state.doc,
      /** The YAML tab's refused text and its issues, if its last write was refused. */
      unsaved,
      history,
      loadError: state.loadError,
      canUndo: !!history && canUndo(history),
      canRedo: !!history && canRedo(history),
      apply,
      writeText,
      undo: () => step('undo'),
      redo: () => step('redo'),
    }),
    [state, unsaved, history, apply, writeText, step],
  );
}

export type PageDocApi = ReturnType<typeof usePageDoc>;
