import { useEffect, useState } from 'react';
import { atBase } from '../base-url';
import { editorUrl } from '../editor-routes';
import { tokens } from '../ui/tokens';
import { Tabs } from '../ui/Tabs';
import { YamlView } from '../yaml/YamlView';
import { AddSectionDialog } from './AddSectionDialog';
import { EditorFrame, editorColumn } from './EditorFrame';
import { FormPanel } from './FormPanel';
import { openedText } from './history';
import { Outline, type Selection } from './Outline';
import { Preview } from './Preview';
import { FORM_MARK, useHistoryKeys } from './use-history-keys';
import { usePageDoc } from './use-page-doc';
import { useEditorData } from './use-editor-data';
import { sectionActions } from './section-actions';

type Tab = 'form' | 'yaml';
const TABS = [
  { id: 'form', label: 'Form' },
  { id: 'yaml', label: 'YAML' },
] as const;

const column = editorColumn;

/**
 * /__edit/<address>: the outline of the page's sections, the form (or the YAML) of the selection,
 * and the live preview of the real page. `add` (from the section gallery) opens Add section with
 * that type chosen; `section` (0-based, from a link such as the error overlay's) opens with that
 * section selected and shown in the outline, the form and the preview.
 */
export function PageEditor({ route, add, section }: { route: string; add?: string; section?: number }) {
  const page = usePageDoc(route);
  const { schema, choices, error } = useEditorData(page.doc?.hash);
  const [selected, setSelected] = useState<Selection>(section ?? 0);
  const [tab, setTab] = useState<Tab>('form');
  const [adding, setAdding] = useState(false);
  const value = page.doc?.value ?? null;
  const sections = value?.sections ?? [];
  const actions = sectionActions(page, sections, schema, setSelected, choices.pages);

  useEffect(() => {
    document.title = `${route} · Page editor`;
  }, [route]);
  useEffect(() => {
    if (add && schema) setAdding(true);
  }, [add, schema]);
  useEffect(() => {
    // A file that cannot be read as a page can only be mended as text.
    if (page.doc && !page.doc.value) setTab('yaml');
  }, [page.doc]);
  useEffect(() => {
    // A selection past the end (the file lost sections on disk) moves to the last section.
    if (value && typeof selected === 'number' && selected >= sections.length) setSelected(sections.length ? sections.length - 1 : 'page');
  }, [value, selected, sections.length]);
  useHistoryKeys(page.undo, page.redo);

  const closeAdding = () => {
    setAdding(false);
    if (add) window.history.replaceState(null, '', atBase(editorUrl(route)));
  };
  const loadError = page.loadError || error;
  return (
    <EditorFrame
      heading={`Editing ${route}`}
      doc={page}
      what="page"
      loadError={loadError}
      ready={!!page.doc && !!schema}
      listWidth="minmax(250px, 300px)"
    >
      {page.doc && schema && (
        <>
          <div css={column}>
            <Outline
              sections={sections}
              issues={page.doc.issues}
              selected={selected}
              onSelect={(next) => {
                setSelected(next);
                setTab('form');
              }}
              onMove={actions.move}
              onDuplicate={(index) => void actions.duplicate(index)}
              onDelete={(index) => void actions.remove(index)}
              onAdd={() => setAdding(true)}
            />
          </div>
          <div css={{ ...column, overflow: 'hidden' }}>
            <Tabs label="Edit as" tabs={TABS} selected={tab} onSelect={setTab}>
              {tab === 'form' && value ? (
                <div {...{ [FORM_MARK]: '' }}>
                  <FormPanel
                    route={route}
                    value={value}
                    schema={schema}
                    choices={choices}
                    issues={page.doc.issues}
                    selected={selected}
                    apply={page.apply}
                  />
                </div>
              ) : (
                <YamlView
                  file={page.doc.file}
                  text={page.unsaved?.text ?? page.doc.text}
                  baseline={openedText(page.history!)}
                  issues={page.unsaved?.issues ?? page.doc.issues}
                  onSave={page.writeText}
                  onUndo={() => void page.undo()}
                  onRedo={() => void page.redo()}
                />
              )}
            </Tabs>
          </div>
          <div css={{ ...column, borderRight: 0, background: tokens.color.page }}>
            <Preview
              route={route}
              selected={typeof selected === 'number' ? selected : -1}
              reveal={section !== undefined}
              onPick={(index) => {
                setSelected(index);
                setTab('form');
              }}
            />
          </div>
          <AddSectionDialog
            open={adding}
            schema={schema}
            sections={sections}
            initialType={add}
            initialIndex={typeof selected === 'number' ? selected + 1 : sections.length}
            onClose={closeAdding}
            onAdd={(type, index) => {
              closeAdding();
              void actions.add(type, index);
            }}
          />
        </>
      )}
    </EditorFrame>
  );
}
