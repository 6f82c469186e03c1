import { useMemo, useState } from 'react';
import type { JsonSchema, SchemaBundle } from '../api/types';
import { FormContextValue, type FormContext } from '../form/context';
import { Field } from '../form/Field';
import { FieldIssues } from '../form/FieldIssues';
import { issuesByPath, pathKey } from '../form/paths';
import { fieldLabel, helpText } from '../form/words';
import { EditorFrame, useEditTab } from '../page/EditorFrame';
import { Preview } from '../page/Preview';
import { usePageDoc } from '../page/use-page-doc';
import { useEditorData } from '../page/use-editor-data';
import { helpStyle } from '../ui/recipe';
import { useScreenTitle } from '../ui/screen-title';
import { tokens } from '../ui/tokens';
import { PartList } from './PartList';

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
  const [tab, setTab] = useEditTab(doc.doc);
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
  useScreenTitle(title);

  const loadError = doc.loadError || error || (bundle && !schema ? `there is no schema for ${name}` : '');
  const partSchema = shown ? schema?.properties?.[shown] : undefined;
  return (
    <EditorFrame
      heading={title}
      doc={doc}
      what="file"
      loadError={loadError}
      tab={tab}
      onTab={setTab}
      listWidth="minmax(220px, 260px)"
      columns={
        doc.doc && schema
          ? {
              list: (
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
              ),
              form: value && (
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
              ),
              preview: <Preview route="/" selected={-1} onPick={() => {}} />,
            }
          : null
      }
    />
  );
}
