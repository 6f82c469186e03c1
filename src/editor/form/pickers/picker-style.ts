import type { CSSObject } from '@emotion/react';
import { focusRing, tokens } from '../../ui/tokens';

export const gridStyle = (min: string): CSSObject => ({
  listStyle: 'none',
  margin: `${tokens.space.md} 0 0`,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  gap: tokens.space.sm,
});

/** A tile of a picker grid; the current value is marked by aria-pressed and a thick border. */
export const tileStyle: CSSObject = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: tokens.space.xs,
  padding: tokens.space.sm,
  font: 'inherit',
  fontSize: tokens.font.size.sm,
  color: tokens.color.text,
  background: tokens.color.surface,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  '&:hover': { background: tokens.color.accentSoft },
  '&[aria-pressed="true"]': { border: `3px solid ${tokens.color.accent}`, background: tokens.color.accentSoft },
  ...focusRing,
};

/** The row of a picker field: the value (typed or shown) and the button that opens the picker. */
export const pickerRow: CSSObject = { display: 'flex', gap: tokens.space.sm, alignItems: 'stretch' };
