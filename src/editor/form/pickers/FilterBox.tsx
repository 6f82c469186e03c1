import { useId } from 'react';
import { inputStyle, labelStyle } from '../../ui/recipe';

/** The search box at the top of a picker; it takes focus when the picker opens. */
export function FilterBox({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <input id={id} type="search" autoFocus value={value} onChange={(event) => onChange(event.target.value)} css={inputStyle} />
    </div>
  );
}
