import { css, useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import type { ChecklistSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { IconBadge } from '../ui/IconBadge';
import { Band, SplitContainer } from '../ui/layout';
import { IconPoint } from '../ui/IconPoint';
import { MediaPanel } from '../ui/MediaPanel';
import { SectionHeading } from '../ui/SectionHeading';
import { plainList } from '../ui/styles';
import { themed, themedBy } from '../theme/themed';

const styles = {
  check: css({ marginTop: '0.125rem' }),
  words: themedBy((_theme, media: boolean) => ({
    maxWidth: media ? undefined : '60rem',
    marginInline: media ? undefined : 'auto',
    width: '100%',
  })),
  list: themedBy((theme, media: boolean) => ({
    ...plainList,
    margin: `-${theme.space(4)} 0 0`,
    display: 'grid',
    gap: `${theme.space(5)} ${theme.space(8)}`,
    [theme.mq.md]: { gridTemplateColumns: media ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
  })),
  point: css({ alignItems: 'flex-start' }),
  actions: themed((theme) => ({ marginTop: theme.space(10) })),
};

/** A titled list of points with check marks, optionally beside a picture. */
export default function Checklist({ id, eyebrow, title, text, items, media, mediaSide, tone, actions }: ChecklistSection) {
  const theme = useTheme();
  const withMedia = Boolean(media);
  const check = (
    <IconBadge look="accent" size={1.75} round css={styles.check}>
      <Icon name="check" size={16} />
    </IconBadge>
  );
  return (
    <Band id={id} tone={tone}>
      <SplitContainer columns={media ? '1.1fr 1fr' : undefined}>
        <div css={styles.words(theme, withMedia)}>
          <SectionHeading eyebrow={eyebrow} title={title} subtitle={text} align={media ? 'start' : 'center'} />
          <ul css={styles.list(theme, withMedia)}>
            {items.map((item) => (
              <IconPoint
                key={item.title}
                icon={check}
                title={item.title}
                text={item.text}
                titleSize="1.125rem"
                tone={tone}
                css={styles.point}
              />
            ))}
          </ul>
          <ActionButtons actions={actions} align={media ? 'start' : 'center'} tone={tone} css={styles.actions(theme)} />
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
