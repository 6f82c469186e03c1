import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Annotation, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import type { Issue } from '../api/types';
import { helpStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { newlineKeepingIndent } from './commands';
import { IssueList } from './IssueList';
import { editorTheme, lineMarks, setMarkInputs } from './line-marks';

/** How long typing must pause before the YAML is written. */
const YAML_PAUSE_MS = 800;

/** Text put in by the editor itself (the file as the server has it), not typed. */
const fromServer = Annotation.define<boolean>();

export interface YamlViewProps {
  file: string;
  text: string;
  /** The text when the editor opened the file: lines changed since are highlighted. */
  baseline: string;
  issues: readonly Issue[];
  onSave: (text: string) => Promise<unknown>;
  onUndo: () => void;
  onRedo: () => void;
}

function marksFor(baseline: string, issues: readonly Issue[]) {
  const worst = new Map<number, 'error' | 'warning'>();
  for (const issue of issues) if (issue.line > 0 && worst.get(issue.line) !== 'error') worst.set(issue.line, issue.severity);
  return setMarkInputs.of({ baseline, issues: worst });
}

/**
 * The page's file as it will be saved, in CodeMirror 6 with YAML highlighting. Typing is written
 * after a pause or at Ctrl/Cmd+S; the file the server answers replaces the text while nothing typed
 * is waiting. Ctrl/Cmd+Z and Shift+Z are the editor's undo and redo, as everywhere else.
 */
export function YamlView({ file, text, baseline, issues, onSave, onUndo, onRedo }: YamlViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const typed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ baseline, issues, onSave, onUndo, onRedo });
  latest.current = { baseline, issues, onSave, onUndo, onRedo };

  useEffect(() => {
    const save = () => {
      clearTimeout(timer.current);
      if (!view.current || !typed.current) return Promise.resolve();
      typed.current = false;
      return latest.current.onSave(view.current.state.doc.toString());
    };
    const thenRun = (action: () => void) => () => {
      void save().then(action);
      return true;
    };
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          yaml(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          EditorView.lineWrapping,
          lineMarks,
          editorTheme,
          keymap.of([
            { key: 'Mod-s', preventDefault: true, run: thenRun(() => {}) },
            { key: 'Mod-z', preventDefault: true, run: thenRun(() => latest.current.onUndo()) },
            { key: 'Mod-Shift-z', preventDefault: true, run: thenRun(() => latest.current.onRedo()) },
            { key: 'Mod-y', preventDefault: true, run: thenRun(() => latest.current.onRedo()) },
            { key: 'Enter', run: newlineKeepingIndent },
          ]),
          // tabindex: axe counts a contenteditable as focusable content of the scroller only with it.
          EditorView.contentAttributes.of({ 'aria-label': `YAML of ${file}`, 'data-yaml-editor': '', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (update.transactions.some((transaction) => transaction.annotation(fromServer))) return;
            typed.current = true;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void save(), YAML_PAUSE_MS);
          }),
        ],
      }),
    });
    view.current = editor;
    editor.dispatch({ effects: marksFor(baseline, issues) });
    return () => {
      void save();
      editor.destroy();
      view.current = null;
    };
    // The view is made once; later texts and issues arrive through the effects below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || typed.current || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text }, annotations: fromServer.of(true) });
  }, [text]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch({ effects: marksFor(baseline, issues) });
  }, [baseline, issues]);

  const goTo = (line: number) => {
    const editor = view.current;
    if (!editor) return;
    const target = editor.state.doc.line(Math.min(Math.max(line, 1), editor.state.doc.lines));
    editor.dispatch({ selection: { anchor: target.from }, scrollIntoView: true });
    editor.focus();
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, height: '100%', minHeight: 0 }}>
      <p css={{ ...helpStyle, marginTop: 0 }}>
        {`${file}: written after a pause in typing, or at once with Ctrl+S (Cmd+S). Highlighted lines changed since the editor opened the file.`}
      </p>
      <div ref={host} css={{ flex: 1, minHeight: '240px', overflow: 'hidden' }} />
      <IssueList issues={issues} onGoTo={goTo} />
    </div>
  );
}
