import { RangeSetBuilder, StateEffect, StateField, type EditorState } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import { tokens } from '../ui/tokens';
import { changedLines } from './line-diff';

export interface MarkInputs {
  /** The text when the editor opened the file; lines changed since are marked. */
  baseline: string;
  /** 1-based lines with an issue, and the worst severity there. */
  issues: ReadonlyMap<number, 'error' | 'warning'>;
}

export const setMarkInputs = StateEffect.define<MarkInputs>();

const inputs = StateField.define<MarkInputs | null>({
  create: () => null,
  update: (value, transaction) =>
    transaction.effects.reduce((current, effect) => (effect.is(setMarkInputs) ? effect.value : current), value),
});

function build(state: EditorState, { baseline, issues }: MarkInputs): DecorationSet {
  const changed = new Set(changedLines(baseline, state.doc.toString()));
  const lines = [...new Set([...changed, ...issues.keys()])].filter((line) => line >= 1 && line <= state.doc.lines).sort((x, y) => x - y);
  const builder = new RangeSetBuilder<Decoration>();
  for (const line of lines) {
    const classes = [
      changed.has(line) ? 'cm-changed-line' : '',
      issues.has(line) ? `cm-issue-line cm-issue-${issues.get(line)}` : '',
    ].filter(Boolean);
    const { from } = state.doc.line(line);
    builder.add(from, from, Decoration.line({ class: classes.join(' '), attributes: changed.has(line) ? { 'data-changed': '' } : {} }));
  }
  return builder.finish();
}

const decorations = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(current, transaction) {
    const input = transaction.state.field(inputs);
    if (!input || !(transaction.docChanged || transaction.effects.some((effect) => effect.is(setMarkInputs))))
      return current.map(transaction.changes);
    return build(transaction.state, input);
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Line backgrounds, kept up to date as the text changes: changed since opening (yellow), with an issue (red or amber bar). */
export const lineMarks = [inputs, decorations];

export const editorTheme = EditorView.theme({
  '&': {
    fontSize: tokens.font.size.md,
    border: `1px solid ${tokens.color.borderStrong}`,
    borderRadius: tokens.radius.sm,
    background: tokens.color.surface,
    height: '100%',
  },
  '&.cm-focused': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
  '.cm-scroller': { fontFamily: tokens.font.mono, overflow: 'auto' },
  '.cm-gutters': { background: tokens.color.sunken, color: tokens.color.muted, borderRight: `1px solid ${tokens.color.border}` },
  '.cm-changed-line': { background: tokens.color.changedLine },
  '.cm-issue-line': { boxShadow: `inset 4px 0 0 ${tokens.color.warning}` },
  '.cm-issue-error': { boxShadow: `inset 4px 0 0 ${tokens.color.danger}`, background: tokens.color.dangerSoft },
  '.cm-activeLine': { background: 'rgba(10, 88, 176, 0.06)' },
});
