import { useTheme } from '@emotion/react';
import { useState } from 'react';
import type { Image } from '../generated/content-types';
import { Icon } from './Icon';
import { Picture } from './Picture';

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

/** A picture that becomes an autoplaying video when its play button is clicked. */
export function PosterVideo({ poster, video, playLabel, priority = false, sizes }: PosterVideoProps) {
  const theme = useTheme();
  const [playing, setPlaying] = useState(false);
  const fill = { width: '100%', height: '100%', objectFit: 'cover' as const };
  return (
    <div
      css={{
        position: 'relative',
        borderRadius: theme.radii.xl,
        overflow: 'hidden',
        boxShadow: theme.shadows.lg,
        aspectRatio: `${poster.width} / ${poster.height}`,
        background: theme.colors.dark,
      }}
    >
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
          <Picture image={poster} sizes={sizes} priority={priority} css={fill} />
          {video && (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={playLabel}
              css={{
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
              }}
            >
              <Icon name="play" size={32} />
            </button>
          )}
        </>
      )}
    </div>
  );
}
