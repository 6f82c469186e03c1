import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SchemaBundle, SectionValue } from '../api/types';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { helpStyle, inputStyle, labelStyle } from '../ui/recipe';
import { tokens } from '../ui/tokens';
import { sectionName, sectionTypeName } from './section-label';
import { helpText } from '../form/words';

export interface AddSectionDialogProps {
  open: boolean;
  schema: SchemaBundle;
  sections: SectionValue[];
  /** The type chosen when the dialog opens (?add=<type> from the section gallery). */
  initialType?: string;
  /** Where the new section goes when the dialog opens: an index of the list (its length for the end). */
  initialIndex: number;
  onClose: () => void;
  onAdd: (type: string, index: number) => void;
}

/** Add a section of any type at any position; it starts from its type's first schema example, as in the section gallery. */
export function AddSectionDialog({ open, schema, sections, initialType, initialIndex, onClose, onAdd }: AddSectionDialogProps) {
  const types = Object.keys(schema.sections).sort();
  const [type, setType] = useState(initialType && types.includes(initialType) ? initialType : (types[0] ?? ''));
  const [index, setIndex] = useState(initialIndex);
  const ids = { type: useId(), about: useId(), position: useId() };
  useEffect(() => {
    if (!open) return;
    if (initialType && types.includes(initialType)) setType(initialType);
    setIndex(Math.min(initialIndex, sections.length));
    // Each time it opens, from what was asked then; not again while it is open.
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(type, index);
  };
  return (
    <Dialog open={open} title="Add a section" onClose={onClose}>
      <form onSubmit={submit} css={{ display: 'grid', gap: tokens.space.lg }}>
        <div>
          <label htmlFor={ids.type} css={labelStyle}>
            Section type
          </label>
          <select
            id={ids.type}
            value={type}
            onChange={(event) => setType(event.target.value)}
            aria-describedby={ids.about}
            css={inputStyle}
          >
            {types.map((name) => (
              <option key={name} value={name}>
                {sectionTypeName(name)}
              </option>
            ))}
          </select>
          <p id={ids.about} css={helpStyle}>
            {helpText(schema.sections[type] ?? {}) ?? ''} It starts from the type&apos;s example; change the words afterwards.
          </p>
        </div>
        <div>
          <label htmlFor={ids.position} css={labelStyle}>
            Position
          </label>
          <select id={ids.position} value={String(index)} onChange={(event) => setIndex(Number(event.target.value))} css={inputStyle}>
            <option value="0">At the top</option>
            {sections.map((section, position) => (
              <option key={position} value={String(position + 1)}>{`After ${sectionName(section, position)}`}</option>
            ))}
          </select>
        </div>
        <div css={{ display: 'flex', justifyContent: 'flex-end', gap: tokens.space.sm }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary">
            Add section
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
