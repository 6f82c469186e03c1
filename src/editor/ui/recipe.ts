import type { CSSObject } from '@emotion/react';
import { focusRing, tokens } from './tokens';

const { color, radius, space, font } = tokens;

/** The button recipe: one base and its variants, declared once (as the site's button-recipe). */
const buttonRecipe = {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.xs,
    font: 'inherit',
    fontSize: font.size.md,
    fontWeight: 600,
    lineHeight: 1.2,
    borderRadius: radius.sm,
    border: '1px solid transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    ...focusRing,
  } satisfies CSSObject,
  tone: {
    primary: { background: color.accent, color: color.accentText, '&:hover:not(:disabled)': { background: '#084a94' } },
    secondary: {
      background: color.surface,
      color: color.text,
      borderColor: color.borderStrong,
      '&:hover:not(:disabled)': { background: color.sunken },
    },
    ghost: { background: 'transparent', color: color.text, '&:hover:not(:disabled)': { background: color.accentSoft } },
    danger: {
      background: color.surface,
      color: color.danger,
      borderColor: color.danger,
      '&:hover:not(:disabled)': { background: color.dangerSoft },
    },
  } satisfies Record<string, CSSObject>,
  size: {
    sm: { padding: `${space.xs} ${space.sm}`, fontSize: font.size.sm, minHeight: '32px' },
    md: { padding: `${space.sm} ${space.md}`, minHeight: '38px' },
  } satisfies Record<string, CSSObject>,
};

export type ButtonTone = keyof typeof buttonRecipe.tone;
export type ButtonSize = keyof typeof buttonRecipe.size;

export function buttonStyle(tone: ButtonTone = 'secondary', size: ButtonSize = 'md'): CSSObject {
  return { ...buttonRecipe.base, ...buttonRecipe.tone[tone], ...buttonRecipe.size[size] };
}

export const inputStyle: CSSObject = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: font.size.md,
  color: color.text,
  background: color.surface,
  border: `1px solid ${color.borderStrong}`,
  borderRadius: radius.sm,
  padding: `${space.sm} ${space.sm}`,
  minHeight: '38px',
  '&[aria-invalid="true"]': { borderColor: color.danger, boxShadow: `inset 3px 0 0 ${color.danger}` },
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '1px' },
};

/** A row above content, ruled off below it: the editor's top bar, a dialog's title and Close. */
export function barStyle(gap: string, padding: string): CSSObject {
  return { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap, padding, borderBottom: `1px solid ${color.border}` };
}

export const labelStyle: CSSObject = { display: 'block', fontWeight: 600, fontSize: font.size.md, marginBottom: space.xs };
export const helpStyle: CSSObject = { color: color.muted, fontSize: font.size.sm, margin: `${space.xs} 0 0` };

/** Hidden on screen, read by screen readers. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
