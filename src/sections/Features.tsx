import { useTheme } from '@emotion/react';
import type { FeaturesSection } from '../generated/content-types';
import { IconCardContent } from '../ui/IconCardContent';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { SectionFrame } from '../ui/SectionHeading';
import { darkCard, surface } from '../ui/styles';
import { onDark } from '../ui/tone';

/** Compact feature cards with an optional row of headline figures. */
export default function Features({ id, eyebrow, title, subtitle, columns, tone, items, stats }: FeaturesSection) {
  const theme = useTheme();
  const dark = onDark(tone);
  const face = dark ? darkCard(theme) : surface(theme);
  const soft = { color: dark ? theme.colors.darkMutedForeground : theme.colors.mutedForeground };
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <RevealGrid columns={columns} css={{ gap: theme.space(5) }}>
        {items.map((item) => (
          <RevealItem key={item.title}>
            <div
              css={{
                ...face,
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                gap: theme.space(3),
                padding: theme.space(6),
                transition: `transform ${theme.motion.normal}, border-color ${theme.motion.normal}`,
                '&:hover': { transform: 'translateY(-4px)', borderColor: theme.colors.primary },
              }}
            >
              <IconCardContent item={item} compact dark={dark} />
            </div>
          </RevealItem>
        ))}
      </RevealGrid>
      {stats && stats.length > 0 && (
        <dl
          css={{
            ...face,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: theme.space(6),
            margin: `${theme.space(12)} 0 0`,
            padding: theme.space(8),
            textAlign: 'center',
            [theme.mq.md]: { gridTemplateColumns: `repeat(${stats.length}, minmax(0, 1fr))` },
          }}
        >
          {stats.map((stat) => (
            <div key={stat.label} css={{ display: 'flex', flexDirection: 'column-reverse', gap: theme.space(1) }}>
              <dt css={{ ...soft, fontSize: '0.9375rem' }}>{stat.label}</dt>
              <dd
                css={{
                  margin: 0,
                  fontSize: 'clamp(1.5rem, 3.5vw, 2.25rem)',
                  fontWeight: 800,
                  lineHeight: 1.1,
                  color: dark ? theme.colors.darkForeground : theme.colors.primary,
                }}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SectionFrame>
  );
}
