import styled from '@emotion/styled';

/** Centres content at the site's reading width with side padding that grows with the screen. */
export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.containerWidth,
  marginInline: 'auto',
  paddingInline: theme.space(4),
  [theme.mq.md]: { paddingInline: theme.space(6) },
  [theme.mq.lg]: { paddingInline: theme.space(8) },
}));

export type Tone = 'light' | 'muted' | 'dark' | 'brand';

/** A full-width band with vertical rhythm and a background tone. */
export const Band = styled.section<{ tone?: Tone }>(({ theme, tone = 'light' }) => ({
  position: 'relative',
  paddingBlock: theme.space(16),
  [theme.mq.lg]: { paddingBlock: theme.space(24) },
  background:
    tone === 'muted' ? theme.colors.muted
    : tone === 'dark' ? theme.colors.dark
    : tone === 'brand' ? `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})`
    : theme.colors.background,
  color: tone === 'dark' || tone === 'brand' ? theme.colors.darkForeground : theme.colors.foreground,
}));

/** Cards in a responsive grid: one column on phones, up to `columns` on wide screens. */
export const Grid = styled.div<{ columns?: number }>(({ theme, columns = 3 }) => ({
  display: 'grid',
  gap: theme.space(6),
  gridTemplateColumns: '1fr',
  [theme.mq.sm]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
  [theme.mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
}));

export const Card = styled.div(({ theme }) => ({
  background: theme.colors.background,
  color: theme.colors.foreground,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.xl,
  padding: theme.space(6),
  boxShadow: theme.shadows.sm,
  height: '100%',
}));
