import type { CSSObject, Theme } from '@emotion/react';

/**
 * A link of the header's menus: a rounded patch of muted grey under the pointer (`hover` is the
 * selector that shows it), the brand colour for the page being shown.
 */
export const navLinkStyles = (theme: Theme, padding: string, fontWeight: number, hover = '&:hover'): CSSObject => ({
  padding,
  borderRadius: theme.radii.md,
  textDecoration: 'none',
  fontWeight,
  [hover]: { background: theme.colors.muted },
  '&[aria-current="page"]': { color: theme.colors.primary },
});
