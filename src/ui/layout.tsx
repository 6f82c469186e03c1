import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { ownStyles, themed, themedBy } from '../theme/themed';
import { surface } from './styles';
import { toneBackground, toneText, type Tone } from './tone';

type BoxProps = HTMLAttributes<HTMLElement> & { as?: ElementType; children?: ReactNode; [data: `data-${string}`]: string | undefined };

/** A plain element with styles from the theme; `as` picks the tag. No style prop reaches the DOM. */
function box(defaultTag: ElementType, style: (theme: Theme) => CSSObject) {
  const styles = themed(style);
  return function Box({ as: Tag = defaultTag, ...rest }: BoxProps) {
    const theme = useTheme();
    return <Tag css={ownStyles(styles(theme), rest.className)} {...rest} />;
  };
}

/** Centres content at the site's reading width with side padding that grows with the screen. */
export const Container = box('div', (theme) => ({
  width: '100%',
  maxWidth: theme.containerWidth,
  marginInline: 'auto',
  paddingInline: theme.space(4),
  [theme.mq.md]: { paddingInline: theme.space(6) },
  [theme.mq.lg]: { paddingInline: theme.space(8) },
}));

export interface SplitContainerProps extends BoxProps {
  /** The grid columns of the parts side by side on wide screens; one column when left out. */
  columns?: string;
  /** The space between the parts, in steps of the theme's spacing scale. */
  gap?: number;
  align?: 'center' | 'start';
}

const splitStyles = themedBy((theme, columns: string | undefined, gap: number, align: 'center' | 'start') => ({
  display: 'grid',
  gap: theme.space(gap),
  alignItems: align,
  [theme.mq.lg]: { gridTemplateColumns: columns ?? '1fr' },
}));

/** A container whose parts (text and a picture, a form and its reasons) stand side by side on wide screens, stacked below. */
export function SplitContainer({ columns, gap = 12, align = 'center', ...rest }: SplitContainerProps) {
  const theme = useTheme();
  return <Container css={ownStyles(splitStyles(theme, columns, gap, align), rest.className)} {...rest} />;
}

const bandStyles = themedBy((theme: Theme, tone: Tone): CSSObject => ({
  position: 'relative',
  paddingBlock: theme.space(16),
  [theme.mq.lg]: { paddingBlock: theme.space(24) },
  background: toneBackground(theme, tone),
  color: toneText(theme, tone),
}));

/** A full-width band with vertical rhythm and the background of its tone (each section's schema gives the default). */
export function Band({ tone, as: Tag = 'section', ...rest }: BoxProps & { tone: Tone }) {
  const theme = useTheme();
  return <Tag css={ownStyles(bandStyles(theme, tone), rest.className)} {...rest} />;
}

/** One column on phones, up to two on tablets, `columns` on wide screens: the grid of every card list. */
export const gridStyles = (theme: Theme, columns: number): CSSObject => ({
  display: 'grid',
  gap: theme.space(6),
  gridTemplateColumns: '1fr',
  [theme.mq.sm]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
  [theme.mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
});

const gridCss = themedBy(gridStyles);

/** Cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export function Grid({ columns, as: Tag = 'div', ...rest }: BoxProps & { columns: number }) {
  const theme = useTheme();
  return <Tag css={ownStyles(gridCss(theme, columns), rest.className)} {...rest} />;
}

export const Card = box('div', (theme) => ({
  ...surface(theme),
  padding: theme.space(6),
  height: '100%',
}));
