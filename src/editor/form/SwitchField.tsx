import { tokens } from '../ui/tokens';
import { setOp, useForm } from './context';
import { FieldShell } from './FieldShell';
import { pathKey } from './paths';
import type { FieldProps } from './scalar-props';

/** A true/false value as a switch; unset, it shows the default. */
export function SwitchField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const checked = typeof value === 'boolean' ? value : schema.default === true;
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []} inline>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) =>
            form.apply([setOp(path, event.target.checked)], `${event.target.checked ? 'Switched on' : 'Switched off'} ${label}`)
          }
          aria-describedby={describedBy}
          data-path={pathKey(path)}
          css={{
            appearance: 'none',
            flex: 'none',
            width: '44px',
            height: '24px',
            margin: 0,
            borderRadius: '12px',
            background: checked ? tokens.color.accent : tokens.color.borderStrong,
            position: 'relative',
            cursor: 'pointer',
            '&::after': {
              content: '""',
              position: 'absolute',
              top: '3px',
              left: checked ? '23px' : '3px',
              width: '18px',
              height: '18px',
              borderRadius: '50%',
              background: tokens.color.surface,
              transition: 'left 120ms',
            },
            '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
            '@media (prefers-reduced-motion: reduce)': { '&::after': { transition: 'none' } },
          }}
        />
      )}
    </FieldShell>
  );
}
