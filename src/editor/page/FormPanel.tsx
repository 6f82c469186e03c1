import { useMemo } from 'react';
import type { Choices, Issue, Op, PageValue, SchemaBundle } from '../api/types';
import { FormContextValue, type FormContext } from '../form/context';
import { FieldIssues } from '../form/FieldIssues';
import { ObjectFields } from '../form/ObjectFields';
import { issuesByPath, pathKey } from '../form/paths';
import { helpStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import type { Selection } from './Outline';
import { SEARCH_LIMITS } from './search-limits';
import { sectionTypeName } from './section-label';
import { helpText } from '../form/words';

export interface FormPanelProps {
  route: string;
  value: PageValue;
  schema: SchemaBundle;
  choices: Choices;
  issues: Issue[];
  selected: Selection;
  apply: (ops: Op[], label: string) => void;
}

const COUNTERS = new Map([
  [pathKey(['title']), SEARCH_LIMITS.title],
  [pathKey(['description']), SEARCH_LIMITS.description],
]);

/** The generated form of the selection: the page's own fields, or one section's. */
export function FormPanel({ route, value, schema, choices, issues, selected, apply }: FormPanelProps) {
  const sections = value.sections ?? [];
  const pageIds = sections.map((section) => section.id).filter((id): id is string => typeof id === 'string');
  const byPath = useMemo(() => issuesByPath(issues), [issues]);
  const context: FormContext = useMemo(
    () => ({ apply, issues: byPath, choices, route, pageIds, counters: COUNTERS }),
    // pageIds is derived from sections, a new array on every render.
    [apply, byPath, choices, route, sections],
  );
  const heading = { fontSize: tokens.font.size.lg, margin: `0 0 ${tokens.space.xs}` };

  if (selected === 'page') {
    return (
      <FormContextValue.Provider value={context}>
        <h2 css={heading}>Page settings</h2>
        <p css={{ ...helpStyle, marginBottom: tokens.space.lg }}>
          What search engines and link previews show, and whether the page is listed.
        </p>
        <ObjectFields key="page" schema={schema.page} path={[]} value={value} label="Page" required bare omit={['sections']} />
      </FormContextValue.Provider>
    );
  }
  const section = sections[selected];
  if (!section) return <p>Choose a section in the outline or the preview.</p>;
  const sectionSchema = schema.sections[section.type];
  return (
    <FormContextValue.Provider value={context}>
      <h2 css={heading}>{`Section ${selected + 1}: ${sectionTypeName(section.type)}`}</h2>
      {sectionSchema ? (
        <>
          <p css={{ ...helpStyle, marginBottom: tokens.space.lg }}>{helpText(sectionSchema)}</p>
          {/* Keyed by place and type: a field being typed in is written before another section's form replaces it. */}
          <ObjectFields
            key={`${selected}-${section.type}`}
            schema={sectionSchema}
            path={['sections', selected]}
            value={section}
            label={sectionTypeName(section.type)}
            required
            bare
            omit={['type']}
          />
        </>
      ) : (
        <>
          <p>{`There is no section type "${section.type}". Change it in the YAML tab.`}</p>
          <FieldIssues issues={byPath.get(pathKey(['sections', selected])) ?? []} />
        </>
      )}
    </FormContextValue.Provider>
  );
}
