import { useId, useMemo, useState, type ReactNode } from 'react';
import { helpStyle, inputStyle, labelStyle } from './recipe';
import { useScreenTitle } from './screen-title';
import { StatusBar } from './status';
import { tokens } from './tokens';

/** Lower-case text without accents, for a search that forgives case and accents. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export interface ListScreenProps<Item> {
  /** What the screen lists, as the browser tab says it: `Pages`, `Media library`. */
  title: string;
  /** The row with the screen's heading (and its links and buttons). */
  header: ReactNode;
  /** What comes between the status line and the search: an upload zone, a hint. */
  intro?: ReactNode;
  /** What the items are, in the plural: `pages`, `files` (the search's label and count say it). */
  noun: string;
  /** The items, or null while they load. */
  items: readonly Item[] | null;
  /** Why the items could not be loaded, or ''. */
  error: string;
  /** The words of an item a search looks in. */
  searchText: (item: Item) => string;
  /** The list of the items the search keeps, and whatever follows it (dialogs). */
  children: (shown: Item[]) => ReactNode;
}

/**
 * An editor screen that lists what the site has (the pages, the media files): its heading row, the
 * status line, a search box whose count is read out as it changes (every word must appear, case and
 * accents forgiven), the loading error, then the list of what the search keeps.
 */
export function ListScreen<Item>({ title, header, intro, noun, items, error, searchText, children }: ListScreenProps<Item>) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const countId = useId();
  useScreenTitle(title);
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return (items ?? []).filter((item) => words.every((word) => fold(searchText(item)).includes(word)));
  }, [items, query, searchText]);
  return (
    <main css={{ maxWidth: '1100px', margin: '0 auto', padding: tokens.space.xl }}>
      {header}
      <StatusBar />
      {intro}
      <div css={{ margin: `${tokens.space.lg} 0`, maxWidth: '420px' }}>
        <label htmlFor={searchId} css={labelStyle}>
          {`Search ${noun}`}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={countId}
          css={inputStyle}
        />
        <p id={countId} role="status" css={helpStyle}>
          {items ? `${shown.length} of ${items.length} ${noun}` : error ? '' : `Loading ${noun}…`}
        </p>
      </div>
      {error && (
        <p role="alert" css={{ color: tokens.color.danger }}>
          {error}
        </p>
      )}
      {children(shown)}
    </main>
  );
}
