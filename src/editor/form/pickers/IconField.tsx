import { Button } from '../../ui/Button';
import { buttonStyle } from '../../ui/recipe';
import { setOp, unsetOp, useForm } from '../context';
import { FieldShell } from '../FieldShell';
import { pathKey } from '../paths';
import { keyInWords } from '../words';
import type { FieldProps } from '../scalar-props';
import { IconGlyph } from './IconGlyph';
import { pickerRow } from './picker-style';
import { Picker, type PickerKind } from './Picker';

/** The icon picker. Lucide has thousands of icons: the grid draws the first ones that match, the search finds the rest. */
const ICONS: PickerKind<string> = {
  title: 'Choose an icon',
  filterLabel: 'Find an icon by name',
  listLabel: 'Icons',
  tileWidth: '7.5rem',
  limit: 240,
  nameOf: (name) => keyInWords(name),
  picture: (name) => <IconGlyph name={name} size={28} />,
};

/** An icon name, chosen from a grid of the icons drawn as the site draws them, with a search by name. */
export function IconField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const names = (schema.enum ?? form.choices.icons).filter((name): name is string => typeof name === 'string');
  const current = typeof value === 'string' ? value : undefined;
  const ordered = current ? [current, ...names.filter((name) => name !== current)] : names;
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
      {({ id, labelId, describedBy }) => (
        <div css={pickerRow}>
          <Picker
            kind={ICONS}
            label={label}
            trigger={(open) => (
              <button
                id={id}
                type="button"
                aria-haspopup="dialog"
                aria-labelledby={`${labelId} ${id}`}
                aria-describedby={describedBy}
                data-path={pathKey(path)}
                onClick={open}
                css={buttonStyle('secondary')}
              >
                {current && <IconGlyph name={current} size={20} />}
                {current ? `${keyInWords(current)} (change)` : 'Choose an icon'}
              </button>
            )}
            items={(filter) =>
              ordered.filter((name) => keyInWords(name).toLowerCase().includes(filter.toLowerCase()) || name.includes(filter))
            }
            isCurrent={(name) => name === current}
            onPick={(name) => name !== current && form.apply([setOp(path, name)], `Changed ${label}`)}
            footer={(shown, matching) => (
              <p role="status" css={{ margin: '12px 0 0' }}>
                {matching === 0
                  ? 'No icon has that name.'
                  : matching > shown
                    ? `Showing ${shown} of ${matching} icons: type part of a name to find the others.`
                    : `${matching} ${matching === 1 ? 'icon' : 'icons'}.`}
              </p>
            )}
          />
          {current && !required && (
            <Button tone="ghost" onClick={() => form.apply([unsetOp(path)], `Removed ${label}`)}>
              No icon
            </Button>
          )}
        </div>
      )}
    </FieldShell>
  );
}
