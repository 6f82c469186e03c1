import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { buttonStyle } from '../../ui/recipe';
import { setOp, unsetOp, useForm } from '../context';
import { FieldShell } from '../FieldShell';
import { pathKey } from '../paths';
import type { FieldProps } from '../scalar-props';
import { FilterBox } from './FilterBox';
import { IconGlyph } from './IconGlyph';
import { gridStyle, pickerRow, tileStyle } from './picker-style';

const SHOWN_AT_ONCE = 240;

/** An icon name, chosen from a grid of the icons drawn as the site draws them, with a search by name. */
export function IconField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = (schema.enum ?? form.choices.icons).filter((name): name is string => typeof name === 'string');
  const current = typeof value === 'string' ? value : undefined;
  const ordered = current ? [current, ...names.filter((name) => name !== current)] : names;
  const matching = ordered.filter((name) => name.includes(filter.trim().toLowerCase()));
  // Lucide has thousands of icons: the grid draws the first ones that match, the search finds the rest.
  const shown = matching.slice(0, SHOWN_AT_ONCE);
  const pick = (name: string) => {
    setOpen(false);
    if (name !== current) form.apply([setOp(path, name)], `Changed ${label}`);
  };
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
      {({ id, labelId, describedBy }) => (
        <div css={pickerRow}>
          <button
            id={id}
            type="button"
            aria-haspopup="dialog"
            aria-labelledby={`${labelId} ${id}`}
            aria-describedby={describedBy}
            data-path={pathKey(path)}
            onClick={() => setOpen(true)}
            css={buttonStyle('secondary')}
          >
            {current && <IconGlyph name={current} size={20} />}
            {current ? `${current} (change)` : 'Choose an icon'}
          </button>
          {current && !required && (
            <Button tone="ghost" onClick={() => form.apply([unsetOp(path)], `Removed ${label}`)}>
              No icon
            </Button>
          )}
          <Dialog open={open} title={`Choose an icon: ${label}`} onClose={() => setOpen(false)} wide>
            <FilterBox label="Find an icon by name" value={filter} onChange={setFilter} />
            <ul css={gridStyle('7.5rem')} aria-label="Icons">
              {shown.map((name) => (
                <li key={name}>
                  <button type="button" aria-pressed={name === current} onClick={() => pick(name)} css={tileStyle}>
                    <IconGlyph name={name} size={28} />
                    {name}
                  </button>
                </li>
              ))}
            </ul>
            <p role="status" css={{ margin: '12px 0 0' }}>
              {matching.length === 0
                ? 'No icon has that name.'
                : matching.length > shown.length
                  ? `Showing ${shown.length} of ${matching.length} icons: type part of a name to find the others.`
                  : `${matching.length} icons.`}
            </p>
          </Dialog>
        </div>
      )}
    </FieldShell>
  );
}
