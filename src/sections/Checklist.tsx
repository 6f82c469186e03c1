import { useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import type { ChecklistSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, Container } from '../ui/layout';
import { SectionHeading } from '../ui/SectionHeading';

/** A titled list of points with check marks, optionally beside a picture. */
export default function Checklist({ id, eyebrow, title, text, items, media, mediaSide, tone, actions }: ChecklistSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      <Container
        css={{
          display: 'grid',
          gap: theme.space(12),
          alignItems: 'center',
          [theme.mq.lg]: { gridTemplateColumns: media ? '1.1fr 1fr' : '1fr' },
        }}
      >
        <div css={{ maxWidth: media ? undefined : '60rem', marginInline: media ? undefined : 'auto', width: '100%' }}>
          <SectionHeading eyebrow={eyebrow} title={title} subtitle={text} align={media ? 'start' : 'center'} />
          <ul
            css={{
              listStyle: 'none',
              margin: `-${theme.space(4)} 0 0`,
              padding: 0,
              display: 'grid',
              gap: `${theme.space(5)} ${theme.space(8)}`,
              [theme.mq.md]: { gridTemplateColumns: media ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {items.map((item) => (
              <li key={item.title} css={{ display: 'flex', gap: theme.space(4), alignItems: 'flex-start' }}>
                <span
                  aria-hidden="true"
                  css={{
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                    width: '1.75rem',
                    height: '1.75rem',
                    marginTop: '0.125rem',
                    borderRadius: theme.radii.full,
                    color: theme.colors.accentForeground,
                    background: theme.colors.accent,
                  }}
                >
                  <Icon name="check" size={16} />
                </span>
                <div>
                  <p css={{ fontWeight: 700, fontSize: '1.125rem' }}>{item.title}</p>
                  {item.text && <p css={{ marginTop: theme.space(1), color: theme.colors.mutedForeground }}>{item.text}</p>}
                </div>
              </li>
            ))}
          </ul>
          <ActionButtons actions={actions} align={media ? 'start' : 'center'} css={{ marginTop: theme.space(10) }} />
        </div>
        {media && (
          <div
            css={{
              display: 'grid',
              placeItems: 'center',
              padding: theme.space(8),
              borderRadius: theme.radii.xl,
              boxShadow: theme.shadows.md,
              background: `radial-gradient(circle at 30% 20%, color-mix(in srgb, ${theme.colors.primary} 18%, ${theme.colors.background}), ${theme.colors.muted} 70%)`,
              [theme.mq.lg]: { order: mediaSide === 'start' ? -1 : 0 },
            }}
          >
            <img
              src={media.src}
              alt={media.alt}
              width={media.width}
              height={media.height}
              loading="lazy"
              decoding="async"
              css={{ maxHeight: '28rem', width: 'auto' }}
            />
          </div>
        )}
      </Container>
    </Band>
  );
}
