import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { setOp, useForm } from '../context';
import { FieldShell } from '../FieldShell';
import { pathKey } from '../paths';
import type { FieldProps } from '../scalar-props';
import { DraftInput } from './DraftInput';
import { LinkTarget } from './LinkTarget';

/** A link: typed (a URL, mailto:, tel:), or a page of the site and a section on it, chosen from lists. */
export function LinkField({ schema, path, value, label, required }: FieldProps) {
  const form = useForm();
  const [open, setOpen] = useState(false);
  return (
    <FieldShell label={label} schema={schema} required={required} issues={form.issues.get(pathKey(path)) ?? []}>
      {(control) => (
        <div css={{ display: 'flex', gap: '8px' }}>
          <DraftInput
            {...control}
            path={path}
            value={value}
            label={label}
            required={required}
            placeholder="/contact, #section, https://…"
          />
          <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`Choose page for ${label}`}>
            Choose page
          </Button>
          <Dialog open={open} title={`Link to a page: ${label}`} onClose={() => setOpen(false)}>
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
