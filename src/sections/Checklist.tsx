import { useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import type { ChecklistSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { IconBadge } from '../ui/IconBadge';
import { Band, SplitContainer } from '../ui/layout';
import { IconPoint } from '../ui/IconPoint';
import { MediaPanel } from '../ui/MediaPanel';
import { SectionHeading } from '../ui/SectionHeading';
import { plainList } from '../ui/styles';

/** A titled list of points with check marks, optionally beside a picture. */
export default function Checklist({ id, eyebrow, title, text, items, media, mediaSide, tone, actions }: ChecklistSection) {
  const theme = useTheme();
  const check = (
    <IconBadge look="accent" size={1.75} round css={{ marginTop: '0.125rem' }}>
      <Icon name="check" size={16} />
    </IconBadge>
  );
  return (
    <Band id={id} tone={tone}>
      <SplitContainer columns={media ? '1.1fr 1fr' : undefined}>
        <div css={{ maxWidth: media ? undefined : '60rem', marginInline: media ? undefined : 'auto', width: '100%' }}>
          <SectionHeading eyebrow={eyebrow} title={title} subtitle={text} align={media ? 'start' : 'center'} />
          <ul
            css={{
              ...plainList,
              margin: `-${theme.space(4)} 0 0`,
              display: 'grid',
              gap: `${theme.space(5)} ${theme.space(8)}`,
              [theme.mq.md]: { gridTemplateColumns: media ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {items.map((item) => (
              <IconPoint
                key={item.title}
                icon={check}
                title={item.title}
                text={item.text}
                titleSize="1.125rem"
                tone={tone}
                css={{ alignItems: 'flex-start' }}
              />
            ))}
          </ul>
          <ActionButtons actions={actions} align={media ? 'start' : 'center'} tone={tone} css={{ marginTop: theme.space(10) }} />
        </div>
        {media && (
          <MediaPanel
            image={media}
            background={`radial-gradient(circle at 30% 20%, color-mix(in srgb, ${theme.colors.primary} 18%, ${theme.colors.background}), ${theme.colors.muted} 70%)`}
            imageCss={{ maxHeight: '28rem', width: 'auto' }}
            panelCss={{ boxShadow: theme.shadows.md, [theme.mq.lg]: { order: mediaSide === 'start' ? -1 : 0 } }}
          />
        )}
      </SplitContainer>
    </Band>
  );
}
