import type { EditorView } from '@codemirror/view';

/** Enter keeps the indentation of the line (and adds a step after a `key:` or a `- `), as YAML needs. */
export function newlineKeepingIndent(view: EditorView): boolean {
  const { state } = view;
  const range = state.selection.main;
  const line = state.doc.lineAt(range.from);
  const before = line.text.slice(0, range.from - line.from);
  let indent = /^\s*/.exec(before)![0];
  if (/:\s*$/.test(before)) indent += '  ';
  else if (/^\s*- /.test(before)) indent += '  ';
  view.dispatch(state.update(state.replaceSelection(`\n${indent}`), { scrollIntoView: true, userEvent: 'input' }));
  return true;
}
