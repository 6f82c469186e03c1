import type { CSSObject } from '@emotion/react';
import { tokens } from '../ui/tokens';

/** The frame of a nested object or a list: a fieldset one step in from its parent. */
export const groupStyle: CSSObject = {
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.md,
  padding: `${tokens.space.sm} ${tokens.space.md} ${tokens.space.md}`,
  margin: `0 0 ${tokens.space.lg}`,
  minWidth: 0,
  background: tokens.color.surface,
};

export const legendStyle: CSSObject = { fontWeight: 700, padding: `0 ${tokens.space.xs}`, fontSize: tokens.font.size.md };

export const rowStyle: CSSObject = { display: 'flex', flexWrap: 'wrap', gap: tokens.space.xs, marginTop: tokens.space.xs };
