import { useTheme } from '@emotion/react';
import type { AudiencesSection } from '../generated/content-types';
import { Icon } from '../ui/Icon';
import { IconBadge } from '../ui/IconBadge';
import { Band, Container } from '../ui/layout';
import { SectionHeading } from '../ui/SectionHeading';

/** "Who we serve": the kinds of places a service suits, as a row of icon cards. */
export default function Audiences({ id, eyebrow, title, subtitle, note, tone, items }: AudiencesSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} />
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space(5),
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12.5rem), 1fr))',
          }}
        >
          {items.map((item) => (
            <li
              key={item.label}
              css={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: theme.space(4),
                rowGap: theme.space(1),
                alignItems: 'center',
                padding: theme.space(5),
                borderRadius: theme.radii.xl,
                background: theme.colors.background,
                color: theme.colors.foreground,
                [theme.mq.sm]: {
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  textAlign: 'center',
                  gap: theme.space(3),
                  padding: `${theme.space(8)} ${theme.space(5)}`,
                },
                border: `1px solid ${theme.colors.border}`,
                boxShadow: theme.shadows.sm,
                transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
                '&:hover': { borderColor: theme.colors.primary, boxShadow: theme.shadows.md },
              }}
            >
              <IconBadge name={item.icon} look="soft" size={3.5} round css={{ gridRow: 'span 2' }} />
              <h3 css={{ fontSize: '1.125rem', fontWeight: 700, alignSelf: 'end' }}>{item.label}</h3>
              <p css={{ color: theme.colors.mutedForeground, fontSize: '0.9375rem', alignSelf: 'start' }}>{item.text}</p>
            </li>
          ))}
        </ul>
        {note && (
          <p
            css={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: theme.space(2),
              width: 'fit-content',
              maxWidth: '100%',
              marginTop: theme.space(10),
              marginInline: 'auto',
              padding: `${theme.space(3)} ${theme.space(5)}`,
              borderRadius: theme.radii.xl,
              [theme.mq.md]: { borderRadius: theme.radii.full },
              fontWeight: 600,
              textAlign: 'center',
              ...(tone === 'dark'
                ? { color: theme.colors.darkForeground, background: theme.veil(0.1), border: `1px solid ${theme.veil(0.2)}` }
                : {
                    color: theme.colors.primary,
                    background: `color-mix(in srgb, ${theme.colors.primary} 8%, ${theme.colors.background})`,
                  }),
            }}
          >
            <Icon name="users" size={20} css={{ flexShrink: 0 }} />
            {note}
          </p>
        )}
      </Container>
    </Band>
  );
}
