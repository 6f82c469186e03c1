import { inputStyle } from '../../ui/recipe';
import { Labelled } from '../../ui/Labelled';

/** The search box at the top of a picker; it takes focus when the picker opens. */
export function FilterBox({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  return (
    <Labelled label={label}>
      {(id) => <input id={id} type="search" autoFocus value={value} onChange={(event) => onChange(event.target.value)} css={inputStyle} />}
    </Labelled>
  );
}
