import { useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { TextSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, SplitContainer } from '../ui/layout';
import { pictureSizes } from '../ui/picture-sizes';
import { PosterVideo } from '../ui/PosterVideo';
import { SectionHeading } from '../ui/SectionHeading';
import { softText } from '../ui/tone';

/** A heading and paragraphs, with an optional picture or video beside them. */
export default function Text({ id, eyebrow, title, paragraphs, media, video, actions, tone }: TextSection) {
  const theme = useTheme();
  const { ui } = useSite().site;
  return (
    <Band id={id} tone={tone}>
      <SplitContainer columns={media ? '1fr 1fr' : undefined}>
        <div css={{ maxWidth: '42rem', marginInline: media ? undefined : 'auto' }}>
          <SectionHeading eyebrow={eyebrow} title={title} align="start" />
          <div
            css={{
              display: 'grid',
              gap: theme.space(4),
              marginTop: `-${theme.space(6)}`,
              fontSize: '1.0625rem',
              color: softText(theme, tone),
            }}
          >
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <ActionButtons actions={actions} tone={tone} css={{ marginTop: theme.space(8) }} />
        </div>
        {media && <PosterVideo poster={media} video={video} playLabel={fill(ui.playVideo, { alt: media.alt })} sizes={pictureSizes.half} />}
      </SplitContainer>
    </Band>
  );
}
