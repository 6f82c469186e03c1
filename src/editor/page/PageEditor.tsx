import { useEffect, useState } from 'react';
import { atBase } from '../base-url';
import { editorUrl } from '../editor-routes';
import { useScreenTitle } from '../ui/screen-title';
import { AddSectionDialog } from './AddSectionDialog';
import { EditorFrame, useEditTab } from './EditorFrame';
import { FormPanel } from './FormPanel';
import { Outline, type Selection } from './Outline';
import { Preview } from './Preview';
import { usePageDoc } from './use-page-doc';
import { useEditorData } from './use-editor-data';
import { sectionActions } from './section-actions';

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
  const [tab, setTab] = useEditTab(page.doc);
  const [adding, setAdding] = useState(false);
  const value = page.doc?.value ?? null;
  const sections = value?.sections ?? [];
  const actions = sectionActions(page, sections, schema, setSelected, choices.pages);

  useScreenTitle(route);
  useEffect(() => {
    if (add && schema) setAdding(true);
  }, [add, schema]);
  useEffect(() => {
    // A selection past the end (the file lost sections on disk) moves to the last section.
    if (value && typeof selected === 'number' && selected >= sections.length) setSelected(sections.length ? sections.length - 1 : 'page');
  }, [value, selected, sections.length]);

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
      tab={tab}
      onTab={setTab}
      listWidth="minmax(250px, 300px)"
      columns={
        page.doc && schema
          ? {
              list: (
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
              ),
              form: value && (
                <FormPanel
                  route={route}
                  value={value}
                  schema={schema}
                  choices={choices}
                  issues={page.doc.issues}
                  selected={selected}
                  apply={page.apply}
                />
              ),
              preview: (
                <Preview
                  route={route}
                  selected={typeof selected === 'number' ? selected : -1}
                  reveal={section !== undefined}
                  onPick={(index) => {
                    setSelected(index);
                    setTab('form');
                  }}
                />
              ),
            }
          : null
      }
    >
      {schema && (
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
      )}
    </EditorFrame>
  );
}
