/**
 * The `sizes` of a picture, by where its section places it: what width the browser should pick a
 * file for before it lays the page out. The figures follow the layout (ui/layout.tsx): a container
 * of 76rem with side padding, two columns from 1024 px, card grids of one, two, then `columns`.
 */
export const pictureSizes = {
  /** Across the content's width. */
  full: '(min-width: 1216px) 1152px, calc(100vw - 2rem)',
  /** One side of a two-column split (text beside a picture). */
  half: '(min-width: 1216px) 560px, (min-width: 1024px) 46vw, calc(100vw - 2rem)',
  /** A card of a grid of `columns` on wide screens, two from 640 px, one below. */
  card: (columns: number) =>
    `(min-width: 1216px) ${Math.round(1152 / columns)}px, (min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 640px) 50vw, calc(100vw - 2rem)`,
} as const;
