import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { setOp, useForm } from '../context';
import { FieldShell } from '../FieldShell';
import { pathKey } from '../paths';
import type { FieldProps } from '../scalar-props';
import { DraftInput } from './DraftInput';
import { inputStyle } from '../../ui/recipe';
import { CONTACT_TARGETS, LinkTarget } from './LinkTarget';

/**
 * A link: typed (a web address), or chosen: a page of the site and a section on it, or the
 * company phone or e-mail, which is shown in words (its name is for the YAML view).
 */
export function LinkField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const [open, setOpen] = useState(false);
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
      {(control) => (
        <div css={{ display: 'flex', gap: '8px' }}>
          {typeof value === 'string' && Object.hasOwn(CONTACT_TARGETS, value) ? (
            <output
              id={control.id}
              aria-describedby={control.describedBy}
              data-path={pathKey(path)}
              css={{ ...inputStyle, flex: 1, minWidth: 0, background: 'transparent' }}
            >
              {`${CONTACT_TARGETS[value]} (from the site settings)`}
            </output>
          ) : (
            <DraftInput
              {...control}
              path={path}
              value={value}
              label={label}
              required={required}
              placeholder="/contact, #section, https://…"
            />
          )}
          <Button
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={`${label}: choose a page, or the company phone or e-mail`}
          >
            Choose
          </Button>
          <Dialog open={open} title={`Where it goes: ${label}`} onClose={() => setOpen(false)}>
            <LinkTarget
              current={typeof value === 'string' ? value : ''}
              onPick={(link) => {
                setOpen(false);
                if (link !== value) form.apply([setOp(path, link)], `Changed ${label}`);
              }}
            />
          </Dialog>
        </div>
      )}
    </FieldShell>
  );
}
