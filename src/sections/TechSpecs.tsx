import { useTheme } from '@emotion/react';
import type { TechSpecsSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { IconBadge } from '../ui/IconBadge';
import { Band, Container } from '../ui/layout';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { SectionHeading } from '../ui/SectionHeading';

/** Technical figures in tiles, with an optional machine picture and a button (an #id scrolls smoothly). */
export default function TechSpecs({ id, eyebrow, title, subtitle, items, media, action, tone }: TechSpecsSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      <Container
        css={{
          display: 'grid',
          gap: theme.space(12),
          alignItems: 'center',
          [theme.mq.lg]: { gridTemplateColumns: media ? '1.4fr 1fr' : '1fr' },
        }}
      >
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} align={media ? 'start' : 'center'} />
          <RevealGrid columns={media ? 2 : Math.min(4, items.length)} css={{ gap: theme.space(4) }}>
            {items.map((item) => (
              <RevealItem key={item.label}>
                <div
                  css={{
                    height: '100%',
                    display: 'flex',
                    gap: theme.space(4),
                    alignItems: 'flex-start',
                    padding: theme.space(5),
                    borderRadius: theme.radii.xl,
                    background: theme.colors.background,
                    border: `1px solid ${theme.colors.border}`,
                    boxShadow: theme.shadows.sm,
                  }}
                >
                  {item.icon && <IconBadge name={item.icon} look="muted" size={2.75} />}
                  <div>
                    <h3
                      css={{
                        fontSize: '0.8125rem',
                        fontWeight: 700,
                        letterSpacing: '0.06em',
                        textTransform: 'uppercase',
                        color: theme.colors.mutedForeground,
                      }}
                    >
                      {item.label}
                    </h3>
                    <p css={{ marginTop: theme.space(1), fontSize: '1.25rem', fontWeight: 800, lineHeight: 1.25 }}>{item.value}</p>
                  </div>
                </div>
              </RevealItem>
            ))}
          </RevealGrid>
          <ActionButtons actions={action && [action]} align={media ? 'start' : 'center'} css={{ marginTop: theme.space(10) }} />
        </div>
        {media && (
          <div
            css={{
              display: 'none',
              [theme.mq.lg]: { display: 'grid' },
              placeItems: 'center',
              padding: theme.space(8),
              borderRadius: theme.radii.xl,
              background: `radial-gradient(circle at 50% 40%, ${theme.colors.background}, ${theme.colors.border})`,
            }}
          >
            <img
              src={media.src}
              alt={media.alt}
              width={media.width}
              height={media.height}
              loading="lazy"
              decoding="async"
              css={{ height: '26rem', width: 'auto', objectFit: 'contain' }}
            />
          </div>
        )}
      </Container>
    </Band>
  );
}
