import { useState, type ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import { FilterBox } from './FilterBox';
import { gridStyle, tileStyle } from './picker-style';

/** What is the same for every picker of one kind (files, icons): its words, its tiles. */
export interface PickerKind<T> {
  /** The dialog's title, before the field's label. */
  title: string;
  filterLabel: string;
  /** How the list of tiles is named for screen readers, and the least width of a tile. */
  listLabel: string;
  tileWidth: string;
  /** At most this many tiles are drawn (the search finds the others). */
  limit?: number;
  nameOf: (item: T) => string;
  /** What a tile shows above the item's name. */
  picture: (item: T) => ReactNode;
  /** Extra attributes of a tile's button (data-* for tests and tools). */
  tileData?: (item: T) => Record<string, string>;
}

export interface PickerProps<T> {
  kind: PickerKind<T>;
  /** The field's label. */
  label: string;
  /** What opens the dialog: a button, given the function that opens it. */
  trigger: (open: () => void) => ReactNode;
  /** The choices that match the filter typed in the search box (trimmed, lower-case). */
  items: (filter: string) => T[];
  isCurrent: (item: T) => boolean;
  /** A tile was chosen: the dialog has closed. */
  onPick: (item: T) => void;
  /** Below the tiles: the count (of those drawn, of those matching), or why there are none. */
  footer: (shown: number, matching: number) => ReactNode;
}

/** A picker: its trigger, and a dialog with a search box over a grid of tiles (the current one pressed). */
export function Picker<T>({ kind, label, trigger, items, isCurrent, onPick, footer }: PickerProps<T>) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const matching = open ? items(filter.trim().toLowerCase()) : [];
  const shown = matching.slice(0, kind.limit ?? matching.length);
  const pick = (item: T) => {
    setOpen(false);
    onPick(item);
  };
  return (
    <>
      {trigger(() => setOpen(true))}
      <Dialog open={open} title={`${kind.title}: ${label}`} onClose={() => setOpen(false)} wide>
        <FilterBox label={kind.filterLabel} value={filter} onChange={setFilter} />
        <ul css={gridStyle(kind.tileWidth)} aria-label={kind.listLabel}>
          {shown.map((item) => (
            <li key={kind.nameOf(item)}>
              <button type="button" aria-pressed={isCurrent(item)} onClick={() => pick(item)} css={tileStyle} {...kind.tileData?.(item)}>
                {kind.picture(item)}
                {kind.nameOf(item)}
              </button>
            </li>
          ))}
        </ul>
        {footer(shown.length, matching.length)}
      </Dialog>
    </>
  );
}
