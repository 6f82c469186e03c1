import type { CSSObject, Theme } from '@emotion/react';

/** A list drawn without bullets or indent: card grids, link lists, steps. */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The page-coloured, bordered, lightly shadowed face of a card or tile, with dark words whatever band it stands on. */
export const surface = (theme: Theme): CSSObject => ({
  borderRadius: theme.radii.xl,
  background: theme.colors.background,
  color: theme.colors.foreground,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.sm,
});

/** The see-through face of a card on a dark or brand band: a faint layer and border of the page colour. */
export const darkCard = (theme: Theme): CSSObject => ({
  borderRadius: theme.radii.xl,
  background: theme.veil(0.06),
  border: `1px solid ${theme.veil(0.12)}`,
});

/** A label or note on a dark block (a hero's eyebrow, a note under dark cards): a lighter layer and border than a dark card's. */
export const darkChip = (theme: Theme): CSSObject => ({
  background: theme.veil(0.1),
  border: `1px solid ${theme.veil(0.2)}`,
});

/** Small spaced capitals: a section's eyebrow (0.875rem) or the name of a figure (0.8125rem). */
export const smallCaps = (fontSize: string, letterSpacing: string): CSSObject => ({
  fontSize,
  fontWeight: 700,
  letterSpacing,
  textTransform: 'uppercase',
});

/** The eyebrow line above a heading, in its colour and at its distance from the heading. */
export const eyebrowStyles = (color: string, marginBottom: string): CSSObject => ({
  ...smallCaps('0.875rem', '0.08em'),
  color,
  marginBottom,
});

/** The name of a figure or of a group of links, in muted small capitals. */
export const figureLabelStyles = (theme: Theme): CSSObject => ({
  ...smallCaps('0.8125rem', '0.06em'),
  color: theme.colors.mutedForeground,
});

/** A square (or, with a full radius, a circle) of `size` that centres what it holds: an icon, a number. */
export const centredBox = (size: string, borderRadius: string): CSSObject => ({
  display: 'grid',
  placeItems: 'center',
  width: size,
  height: size,
  borderRadius,
});
