import { css, useTheme } from '@emotion/react';
import { useState } from 'react';
import type { Image } from '../generated/content-types';
import { Icon } from './Icon';
import { Picture } from './Picture';
import { themed, themedBy } from '../theme/themed';

export interface PosterVideoProps {
  poster: Image;
  /** Without a video, only the picture is shown. */
  video?: string;
  /** What screen readers say for the play button. */
  playLabel: string;
  /** The first screen's picture loads eagerly with high priority; others lazily. */
  priority?: boolean;
  /** Where the section places it (ui/picture-sizes.ts). */
  sizes: string;
}

const fill = { width: '100%', height: '100%', objectFit: 'cover' as const };

const styles = {
  frame: themedBy((theme, width: number, height: number) => ({
    position: 'relative',
    borderRadius: theme.radii.xl,
    overflow: 'hidden',
    boxShadow: theme.shadows.lg,
    aspectRatio: `${width} / ${height}`,
    background: theme.colors.dark,
  })),
  fill: css(fill),
  play: themed((theme) => ({
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: '5rem',
    height: '5rem',
    borderRadius: theme.radii.full,
    border: 0,
    display: 'grid',
    placeItems: 'center',
    cursor: 'pointer',
    color: theme.colors.primary,
    background: theme.veil(0.95),
    boxShadow: theme.shadows.lg,
    transition: `transform ${theme.motion.fast}`,
    '&:hover': { transform: 'scale(1.06)' },
  })),
};

/** A picture that becomes an autoplaying video when its play button is clicked. */
export function PosterVideo({ poster, video, playLabel, priority = false, sizes }: PosterVideoProps) {
  const theme = useTheme();
  const [playing, setPlaying] = useState(false);
  return (
    <div css={styles.frame(theme, poster.width, poster.height)}>
      {playing && video ? (
        <video
          src={video}
          autoPlay
          muted
          playsInline
          controls
          loop
          width={poster.width}
          height={poster.height}
          aria-label={poster.alt}
          css={{ ...fill, ...(poster.focus ? { objectPosition: poster.focus } : {}) }}
        />
      ) : (
        <>
          <Picture image={poster} sizes={sizes} priority={priority} css={styles.fill} />
          {video && (
            <button type="button" onClick={() => setPlaying(true)} aria-label={playLabel} css={styles.play(theme)}>
              <Icon name="play" size={32} />
            </button>
          )}
        </>
      )}
    </div>
  );
}
