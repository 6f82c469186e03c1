import type { JsonPath } from '../api/types';
import { Button } from '../ui/Button';
import { helpStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { useForm } from './context';
import { Field } from './Field';
import { FieldIssues } from './FieldIssues';
import { groupStyle, legendStyle, rowStyle } from './group-style';
import { ObjectFields } from './ObjectFields';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';
import { kindOf, newEntry, normalize } from './schema-kind';
import { entryLabel, helpText, itemLabel } from './words';

function EntryControls({
  path,
  index,
  count,
  name,
  canRemove,
}: {
  path: JsonPath;
  index: number;
  count: number;
  name: string;
  canRemove: boolean;
}) {
  const form = useForm();
  const move = (to: number) => form.apply([{ op: 'move', path, from: index, to }], `Moved ${name}`);
  return (
    <div css={rowStyle}>
      <Button size="sm" disabled={index === 0} onClick={() => move(index - 1)} aria-label={`Move ${name} up`}>
        Up
      </Button>
      <Button size="sm" disabled={index === count - 1} onClick={() => move(index + 1)} aria-label={`Move ${name} down`}>
        Down
      </Button>
      <Button
        tone="danger"
        size="sm"
        disabled={!canRemove}
        onClick={() => form.apply([{ op: 'remove', path, index }], `Removed ${name}`)}
        aria-label={`Remove ${name}`}
      >
        Remove
      </Button>
    </div>
  );
}

/** A list: each entry by its own field, with move up, move down and remove; Add at the end. Limits from minItems and maxItems. */
export function ListField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = normalize(schema.items ?? {});
  const objects = kindOf(itemSchema, new Set(form.choices.icons)) === 'object';
  const singular = itemLabel(label, itemSchema, schema);
  const canRemove = items.length > (schema.minItems ?? 0);
  const canAdd = schema.maxItems === undefined || items.length < schema.maxItems;
  const limits = [
    schema.minItems ? `at least ${schema.minItems}` : '',
    schema.maxItems !== undefined ? `at most ${schema.maxItems}` : '',
  ].filter(Boolean);
  const add = () => {
    const op = Array.isArray(value)
      ? { op: 'insert' as const, path, index: items.length, value: newEntry(schema) }
      : { op: 'set' as const, path, value: [newEntry(schema)] };
    form.apply([op], `Added ${entryLabel(singular, items.length)}`);
  };
  return (
    <fieldset css={groupStyle} data-path={pathKey(path)}>
      <legend css={legendStyle}>{`${label}${required ? ' (required)' : ''}`}</legend>
      {(helpText(schema) || limits.length > 0) && (
        <p css={{ ...helpStyle, marginBottom: tokens.space.md }}>
          {[helpText(schema), limits.length ? `Entries: ${limits.join(', ')}.` : ''].filter(Boolean).join(' ')}
        </p>
      )}
      <FieldIssues issues={form.issues.get(pathKey(path)) ?? []} />
      <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => {
          const name = entryLabel(singular, index);
          const controls = <EntryControls path={path} index={index} count={items.length} name={name} canRemove={canRemove} />;
          return (
            <li
              key={index}
              css={objects ? undefined : { borderBottom: `1px dashed ${tokens.color.border}`, marginBottom: tokens.space.md }}
            >
              {objects ? (
                <ObjectFields schema={itemSchema} path={[...path, index]} value={item} label={name} required controls={controls} />
              ) : (
                <>
                  <Field schema={itemSchema} path={[...path, index]} value={item} label={name} required />
                  <div css={{ marginTop: `-${tokens.space.sm}`, marginBottom: tokens.space.md }}>{controls}</div>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <Button size="sm" disabled={!canAdd} onClick={add}>
        {`Add ${singular.toLowerCase()}`}
      </Button>
    </fieldset>
  );
}
