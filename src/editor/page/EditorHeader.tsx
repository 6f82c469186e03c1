import type { PageDoc } from '../api/types';
import { atBase } from '../base-url';
import { EDITOR_BASE } from '../editor-routes';
import { Button } from '../ui/Button';
import { barStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';

export interface EditorHeaderProps {
  /** What is edited, as the heading says it: `Editing /about`, `Site settings`. */
  heading: string;
  doc: PageDoc | null;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? 'Cmd' : 'Ctrl';

/** The editor's top bar: back to the pages, which page (or file) and file, undo and redo. */
export function EditorHeader({ heading, doc, canUndo, canRedo, onUndo, onRedo }: EditorHeaderProps) {
  return (
    <header css={{ ...barStyle(tokens.space.lg, `${tokens.space.sm} ${tokens.space.lg}`), background: tokens.color.surface }}>
      <a href={atBase(EDITOR_BASE)}>All pages</a>
      <div css={{ flex: 1, minWidth: 0 }}>
        <h1 css={{ margin: 0, fontSize: tokens.font.size.lg }}>
          {heading}
          {typeof doc?.value?.title === 'string' && doc.value.title && (
            <span css={{ fontWeight: 400, color: tokens.color.muted }}>{` · ${doc.value.title}`}</span>
          )}
        </h1>
        {doc && (
          <p css={{ margin: 0, fontSize: tokens.font.size.sm, color: tokens.color.muted, fontFamily: tokens.font.mono }}>{doc.file}</p>
        )}
      </div>
      <div role="group" aria-label="History" css={{ display: 'flex', gap: tokens.space.sm }}>
        <Button onClick={onUndo} disabled={!canUndo} aria-keyshortcuts={isMac ? 'Meta+Z' : 'Control+Z'} title={`Undo (${mod}+Z)`}>
          Undo
        </Button>
        <Button
          onClick={onRedo}
          disabled={!canRedo}
          aria-keyshortcuts={isMac ? 'Meta+Shift+Z' : 'Control+Shift+Z'}
          title={`Redo (${mod}+Shift+Z)`}
        >
          Redo
        </Button>
      </div>
    </header>
  );
}
