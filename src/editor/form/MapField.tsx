import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { helpStyle, inputStyle, labelStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { setOp, unsetOp, useForm } from './context';
import { Field } from './Field';
import { FieldIssues } from './FieldIssues';
import { groupStyle, legendStyle } from './group-style';
import { ObjectFields } from './ObjectFields';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';
import { blankValue, entrySchema, kindOf, normalize } from './schema-kind';
import { entryName, helpText, itemLabel } from './words';

/** The id a new entry gets: the typed words as lower-case letters, digits and dashes (Coffee Bar → coffee-bar). */
const idOf = (words: string) =>
  words
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A keyed collection (the machine models, the quotes of site/data by id): each entry by its own
 * fields under its name, with Remove; Add asks for the new entry's id, checked against the rule
 * the schema gives ids and the ids already taken.
 */
export function MapField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const idField = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as Record<string, unknown>) : [];
  const each = normalize(entrySchema(schema) ?? {});
  const objects = kindOf(each, new Set(form.choices.icons)) === 'object';
  const singular = itemLabel(label, each, schema);
  const pattern = schema.propertyNames?.pattern;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const id = idOf(typed);
    if (!id || (pattern && !new RegExp(pattern).test(id)))
      return setProblem('Write a short name of letters and digits, starting with a letter (it becomes the id).');
    if (entries.some(([key]) => key === id)) return setProblem(`There is already one called ${id}: choose another name.`);
    setProblem('');
    setTyped('');
    form.apply([setOp([...path, id], blankValue(each))], `Added ${singular.toLowerCase()} ${id}`);
  };
  return (
    <fieldset css={groupStyle} data-path={pathKey(path)}>
      <legend css={legendStyle}>{`${label}${required ? ' (required)' : ''}`}</legend>
      {helpText(schema) && <p css={{ ...helpStyle, marginBottom: tokens.space.md }}>{helpText(schema)}</p>}
      <FieldIssues issues={form.issues.get(pathKey(path)) ?? []} />
      {entries.map(([key, entry]) => {
        const name = entryName(entry, key);
        const remove = (
          <Button
            tone="danger"
            size="sm"
            onClick={() => form.apply([unsetOp([...path, key])], `Removed ${name}`)}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        );
        return objects ? (
          <ObjectFields key={key} schema={each} path={[...path, key]} value={entry} label={name} required controls={remove} />
        ) : (
          <div key={key}>
            <Field schema={each} path={[...path, key]} value={entry} label={name} required />
            {remove}
          </div>
        );
      })}
      <form onSubmit={add} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.space.sm }}>
        <div css={{ flex: 1, minWidth: '12rem' }}>
          <label htmlFor={idField} css={labelStyle}>{`Name of the new ${singular.toLowerCase()}`}</label>
          <input id={idField} value={typed} onChange={(event) => setTyped(event.target.value)} css={inputStyle} />
        </div>
        <Button size="sm" type="submit">{`Add ${singular.toLowerCase()}`}</Button>
        {problem && (
          <p role="alert" css={{ ...helpStyle, width: '100%', color: tokens.color.danger }}>
            {problem}
          </p>
        )}
      </form>
    </fieldset>
  );
}
