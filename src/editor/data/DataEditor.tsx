import { useEffect, useMemo, useState } from 'react';
import type { JsonSchema, SchemaBundle } from '../api/types';
import { FormContextValue, type FormContext } from '../form/context';
import { Field } from '../form/Field';
import { FieldIssues } from '../form/FieldIssues';
import { issuesByPath, pathKey } from '../form/paths';
import { fieldLabel, helpText } from '../form/words';
import { EditorFrame, editorColumn } from '../page/EditorFrame';
import { openedText } from '../page/history';
import { Preview } from '../page/Preview';
import { FORM_MARK, useHistoryKeys } from '../page/use-history-keys';
import { usePageDoc } from '../page/use-page-doc';
import { useEditorData } from '../page/use-editor-data';
import { helpStyle } from '../ui/recipe';
import { Tabs } from '../ui/Tabs';
import { tokens } from '../ui/tokens';
import { YamlView } from '../yaml/YamlView';
import { PartList } from './PartList';

type Tab = 'form' | 'yaml';
const TABS = [
  { id: 'form', label: 'Form' },
  { id: 'yaml', label: 'YAML' },
] as const;

const column = editorColumn;

/** The schema of site.yaml or data/<name>.yaml in the bundle. */
export function schemaOfFile(bundle: SchemaBundle, name: string): JsonSchema | undefined {
  if (name === 'site.yaml') return bundle.site;
  const match = /^data\/([a-z0-9-]+)\.yaml$/.exec(name);
  return match ? bundle.data[match[1]!] : undefined;
}

/**
 * /__edit?file=site.yaml or ?file=data/<name>.yaml: the site settings or a file of site/data,
 * edited as pages are (the same generated form, the loader's issues on their fields, the same
 * small edits of the file, undo and the YAML view), one part of the file at a time, beside the
 * live home page.
 */
export function DataEditor({ name }: { name: string }) {
  const doc = usePageDoc({ name });
  const { schema: bundle, choices, error } = useEditorData(doc.doc?.hash);
  const [tab, setTab] = useState<Tab>('form');
  const schema = bundle ? schemaOfFile(bundle, name) : undefined;
  const parts = Object.keys(schema?.properties ?? {});
  const [part, setPart] = useState<string | undefined>(undefined);
  const shown = part ?? parts[0];
  const value = doc.doc?.value && typeof doc.doc.value === 'object' ? (doc.doc.value as Record<string, unknown>) : null;
  const title = schema?.['x-ui']?.label ?? name;
  const byPath = useMemo(() => issuesByPath(doc.doc?.issues ?? []), [doc.doc?.issues]);
  const context: FormContext = useMemo(
    () => ({ apply: doc.apply, issues: byPath, choices, route: '', pageIds: [], counters: new Map() }),
    [doc.apply, byPath, choices],
  );
  useHistoryKeys(doc.undo, doc.redo);
  useEffect(() => {
    document.title = `${title} · Page editor`;
  }, [title]);
  useEffect(() => {
    if (doc.doc && !doc.doc.value) setTab('yaml');
  }, [doc.doc]);

  const loadError = doc.loadError || error || (bundle && !schema ? `there is no schema for ${name}` : '');
  const partSchema = shown ? schema?.properties?.[shown] : undefined;
  return (
    <EditorFrame heading={title} doc={doc} what="file" loadError={loadError} ready={!!doc.doc && !!schema} listWidth="minmax(220px, 260px)">
      {doc.doc && schema && (
        <>
          <div css={column}>
            <PartList
              label={`Parts of ${title}`}
              parts={parts.map((key) => ({ key, label: fieldLabel(key, schema.properties![key]!) }))}
              issues={doc.doc.issues}
              selected={shown}
              onSelect={(key) => {
                setPart(key);
                setTab('form');
              }}
            />
          </div>
          <div css={{ ...column, overflow: 'hidden' }}>
            <Tabs label="Edit as" tabs={TABS} selected={tab} onSelect={setTab}>
              {tab === 'form' && value ? (
                <div {...{ [FORM_MARK]: '' }}>
                  <FormContextValue.Provider value={context}>
                    <p css={{ ...helpStyle, marginBottom: tokens.space.md }}>{helpText(schema)}</p>
                    <FieldIssues issues={byPath.get(pathKey([])) ?? []} />
                    {shown && partSchema && (
                      <Field
                        key={shown}
                        schema={partSchema}
                        path={[shown]}
                        value={value[shown]}
                        label={fieldLabel(shown, partSchema)}
                        required={schema.required?.includes(shown) ?? false}
                        parent={{ schema, path: [] }}
                      />
                    )}
                  </FormContextValue.Provider>
                </div>
              ) : (
                <YamlView
                  file={doc.doc.file}
                  text={doc.unsaved?.text ?? doc.doc.text}
                  baseline={openedText(doc.history!)}
                  issues={doc.unsaved?.issues ?? doc.doc.issues}
                  onSave={doc.writeText}
                  onUndo={() => void doc.undo()}
                  onRedo={() => void doc.redo()}
                />
              )}
            </Tabs>
          </div>
          <div css={{ ...column, borderRight: 0, background: tokens.color.page }}>
            <Preview route="/" selected={-1} onPick={() => {}} />
          </div>
        </>
      )}
    </EditorFrame>
  );
}
