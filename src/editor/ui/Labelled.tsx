import { useId, type ReactNode } from 'react';
import { labelStyle } from './recipe';

/** A control under its label (and whatever follows it, such as help): `children` gets the id the label points at. */
export function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
