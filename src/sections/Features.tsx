import { css, useTheme, type Theme } from '@emotion/react';
import type { FeaturesSection } from '../generated/content-types';
import { IconCardContent } from '../ui/IconCardContent';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { SectionFrame } from '../ui/SectionHeading';
import { darkCard, surface } from '../ui/styles';
import { onDark } from '../ui/tone';
import { themed, themedBy } from '../theme/themed';

const face = (theme: Theme, dark: boolean) => (dark ? darkCard(theme) : surface(theme));

const styles = {
  grid: themed((theme) => ({ gap: theme.space(5) })),
  card: themedBy((theme, dark: boolean) => ({
    ...face(theme, dark),
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(3),
    padding: theme.space(6),
    transition: `transform ${theme.motion.normal}, border-color ${theme.motion.normal}`,
    '&:hover': { transform: 'translateY(-4px)', borderColor: theme.colors.primary },
  })),
  stats: themedBy((theme, dark: boolean, count: number) => ({
    ...face(theme, dark),
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: theme.space(6),
    margin: `${theme.space(12)} 0 0`,
    padding: theme.space(8),
    textAlign: 'center',
    [theme.mq.md]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  })),
  stat: themed((theme) => ({ display: 'flex', flexDirection: 'column-reverse', gap: theme.space(1) })),
  statLabel: themedBy((theme, dark: boolean) => ({
    color: dark ? theme.colors.darkMutedForeground : theme.colors.mutedForeground,
    fontSize: '0.9375rem',
  })),
  statValue: themedBy((theme, dark: boolean) => ({
    margin: 0,
    fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)',
    fontWeight: 800,
    lineHeight: 1.1,
    color: dark ? theme.colors.darkForeground : theme.colors.primary,
  })),
};

/** Compact feature cards with an optional row of headline figures. */
export default function Features({ id, eyebrow, title, subtitle, columns, tone, items, stats }: FeaturesSection) {
  const theme = useTheme();
  const dark = onDark(tone);
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <RevealGrid columns={columns} css={styles.grid(theme)}>
        {items.map((item) => (
          <RevealItem key={item.title}>
            <div css={styles.card(theme, dark)}>
              <IconCardContent item={item} compact dark={dark} />
            </div>
          </RevealItem>
        ))}
      </RevealGrid>
      {stats && stats.length > 0 && (
        <dl css={styles.stats(theme, dark, stats.length)}>
          {stats.map((stat) => (
            <div key={stat.label} css={styles.stat(theme)}>
              <dt css={styles.statLabel(theme, dark)}>{stat.label}</dt>
              <dd css={styles.statValue(theme, dark)}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionFrame>
  );
}
