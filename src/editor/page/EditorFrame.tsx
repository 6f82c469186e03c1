import { useEffect, useState, type ReactNode } from 'react';
import type { PageDoc } from '../api/types';
import { StatusBar } from '../ui/status';
import { Tabs } from '../ui/Tabs';
import { tokens } from '../ui/tokens';
import { YamlView } from '../yaml/YamlView';
import { EditorHeader } from './EditorHeader';
import { openedText } from './history';
import { FORM_MARK, useHistoryKeys } from './use-history-keys';
import type { PageDocApi } from './use-page-doc';

/** How the middle column edits the document: the generated form or the YAML text. */
export type EditTab = 'form' | 'yaml';
const TABS = [
  { id: 'form', label: 'Form' },
  { id: 'yaml', label: 'YAML' },
] as const;

/** The tab of the middle column; a file that cannot be read as data can only be mended as text, so it opens on YAML. */
export function useEditTab(doc: PageDoc | null) {
  const [tab, setTab] = useState<EditTab>('form');
  useEffect(() => {
    if (doc && !doc.value) setTab('yaml');
  }, [doc]);
  return [tab, setTab] as const;
}

/** The columns of an editor screen: the list on the left (outline, parts), the form or YAML, the preview. */
const column = {
  minHeight: 0,
  overflow: 'auto',
  background: tokens.color.surface,
  borderRight: `1px solid ${tokens.color.border}`,
} as const;

/** What the three columns show once the document and its schema are there. */
export interface EditorColumns {
  /** The left column: the page's outline, the file's parts. */
  list: ReactNode;
  /** The form of the selection; null when the document cannot be read as data (then only YAML is offered). */
  form: ReactNode;
  /** The live preview. */
  preview: ReactNode;
}

export interface EditorFrameProps {
  heading: string;
  doc: PageDocApi;
  /** `page` or `file`, as the loading and error lines say it. */
  what: string;
  /** Why the screen cannot show the document (it failed to load), or '' . */
  loadError: string;
  /** The columns, or null until everything they need has arrived. */
  columns: EditorColumns | null;
  tab: EditTab;
  onTab: (tab: EditTab) => void;
  /** The width of the left column. */
  listWidth: string;
  /** What the screen adds beside the columns (a dialog). */
  children?: ReactNode;
}

/**
 * An editor screen: its header (back to the pages, undo, redo), the status line, and three columns
 * once the document is there: the list, the form or the YAML (Ctrl/Cmd+Z undoes in both), the preview.
 */
export function EditorFrame({ heading, doc, what, loadError, columns, tab, onTab, listWidth, children }: EditorFrameProps) {
  useHistoryKeys(doc.undo, doc.redo);
  const loaded = doc.doc;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <EditorHeader
        heading={heading}
        doc={loaded}
        canUndo={doc.canUndo}
        canRedo={doc.canRedo}
        onUndo={() => void doc.undo()}
        onRedo={() => void doc.redo()}
      />
      <StatusBar />
      <main
        css={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: `${listWidth} minmax(340px, 1fr) minmax(360px, 1.15fr)`,
          '@media (max-width: 1100px)': { display: 'block', overflow: 'auto', '& > *': { height: 'auto', minHeight: '60vh' } },
        }}
      >
        {loadError ? (
          <p role="alert" css={{ padding: tokens.space.xl, gridColumn: '1 / -1' }}>{`The ${what} could not be opened: ${loadError}`}</p>
        ) : !columns || !loaded ? (
          <p css={{ padding: tokens.space.xl, gridColumn: '1 / -1' }}>{`Opening the ${what}…`}</p>
        ) : (
          <>
            <div css={column}>{columns.list}</div>
            <div css={{ ...column, overflow: 'hidden' }}>
              <Tabs label="Edit as" tabs={TABS} selected={tab} onSelect={onTab}>
                {tab === 'form' && columns.form ? (
                  <div {...{ [FORM_MARK]: '' }}>{columns.form}</div>
                ) : (
                  <YamlView
                    file={loaded.file}
                    text={doc.unsaved?.text ?? loaded.text}
                    baseline={openedText(doc.history!)}
                    issues={doc.unsaved?.issues ?? loaded.issues}
                    onSave={doc.writeText}
                    onUndo={() => void doc.undo()}
                    onRedo={() => void doc.redo()}
                  />
                )}
              </Tabs>
            </div>
            <div css={{ ...column, borderRight: 0, background: tokens.color.page }}>{columns.preview}</div>
            {children}
          </>
        )}
      </main>
    </div>
  );
}
