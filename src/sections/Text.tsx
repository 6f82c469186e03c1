import { useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { TextSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, SplitContainer } from '../ui/layout';
import { pictureSizes } from '../ui/picture-sizes';
import { PosterVideo } from '../ui/PosterVideo';
import { SectionHeading } from '../ui/SectionHeading';
import { softText, type Tone } from '../ui/tone';
import { themed, themedBy } from '../theme/themed';

const styles = {
  words: themedBy((_theme, media: boolean) => ({ maxWidth: '42rem', marginInline: media ? undefined : 'auto' })),
  paragraphs: themedBy((theme, tone: Tone) => ({
    display: 'grid',
    gap: theme.space(4),
    marginTop: `-${theme.space(6)}`,
    fontSize: '1.0625rem',
    color: softText(theme, tone),
  })),
  actions: themed((theme) => ({ marginTop: theme.space(8) })),
};

/** A heading and paragraphs, with an optional picture or video beside them. */
export default function Text({ id, eyebrow, title, paragraphs, media, video, actions, tone }: TextSection) {
  const theme = useTheme();
  const { ui } = useSite().site;
  return (
    <Band id={id} tone={tone}>
      <SplitContainer columns={media ? '1fr 1fr' : undefined}>
        <div css={styles.words(theme, Boolean(media))}>
          <SectionHeading eyebrow={eyebrow} title={title} align="start" />
          <div css={styles.paragraphs(theme, tone)}>
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ActionButtons actions={actions} tone={tone} css={styles.actions(theme)} />
        </div>
        {media && <PosterVideo poster={media} video={video} playLabel={fill(ui.playVideo, { alt: media.alt })} sizes={pictureSizes.half} />}
      </SplitContainer>
    </Band>
  );
}
