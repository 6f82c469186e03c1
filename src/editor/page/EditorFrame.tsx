import type { ReactNode } from 'react';
import { StatusBar } from '../ui/status';
import { tokens } from '../ui/tokens';
import { EditorHeader } from './EditorHeader';
import type { PageDocApi } from './use-page-doc';

/** The columns of an editor screen: the list on the left (outline, parts), the form or YAML, the preview. */
export const editorColumn = {
  minHeight: 0,
  overflow: 'auto',
  background: tokens.color.surface,
  borderRight: `1px solid ${tokens.color.border}`,
} as const;

export interface EditorFrameProps {
  heading: string;
  doc: PageDocApi;
  /** `page` or `file`, as the loading and error lines say it. */
  what: string;
  /** Why the screen cannot show the document (it failed to load), or '' . */
  loadError: string;
  /** Whether everything the columns need has arrived. */
  ready: boolean;
  /** The width of the left column. */
  listWidth: string;
  children: ReactNode;
}

/** An editor screen: its header (back to the pages, undo, redo), the status line, and three columns once the document is there. */
export function EditorFrame({ heading, doc, what, loadError, ready, listWidth, children }: EditorFrameProps) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <EditorHeader
        heading={heading}
        doc={doc.doc}
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
        ) : !ready ? (
          <p css={{ padding: tokens.space.xl, gridColumn: '1 / -1' }}>{`Opening the ${what}…`}</p>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
