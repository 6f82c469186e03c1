import { keyframes, useTheme } from '@emotion/react';
import type { FloatingSnacksSection } from '../generated/content-types';
import { MOTION_MEDIA } from '../ui/motion/reveal';

/**
 * Snacks only appear where the side margins beside the 76rem content column are wide enough to
 * hold them without touching text: from this width up. Below it they are not displayed at all.
 */
const WIDE = '(min-width: 1320px)';

/** A gentle bob and tilt, forever, to one side or the other: CSS alone, only where motion is welcome. */
const float = (tilt: number) =>
  keyframes({ '0%, 100%': { transform: 'none' }, '50%': { transform: `translateY(-14px) rotate(${tilt}deg)` } });
const floatLeft = float(-6);
const floatRight = float(6);

/** Decorative snacks floating gently in the side margins of wide screens; hidden from assistive technology. */
export default function FloatingSnacks({ id, snacks }: FloatingSnacksSection) {
  const theme = useTheme();
  const step = snacks.length > 1 ? 64 / (snacks.length - 1) : 0;
  return (
    <div
      id={id}
      aria-hidden="true"
      data-decoration="floating-snacks"
      css={{
        display: 'none',
        [`@media ${WIDE}`]: { display: 'block' },
        '@media print': { display: 'none' },
        position: 'fixed',
        inset: 0,
        zIndex: 1,
        pointerEvents: 'none',
        overflow: 'hidden',
      }}
    >
      {snacks.map((src, index) => {
        const left = index % 2 === 0;
        const img = {
          src,
          alt: '',
          width: 120,
          height: 120,
          loading: 'lazy' as const,
          decoding: 'async' as const,
          draggable: false,
          css: {
            position: 'absolute' as const,
            top: `${20 + index * step}%`,
            [left ? 'left' : 'right']: theme.space(2),
            width: 'min(6rem, calc((100vw - 76rem) / 2 + 0.5rem))',
            height: 'auto',
            opacity: 0.9,
            filter: `drop-shadow(${theme.shadows.float})`,
            [`@media ${MOTION_MEDIA}`]: {
              animation: `${left ? floatLeft : floatRight} ${6 + (index % 3) * 1.5}s ease-in-out ${index * 0.6}s infinite`,
            },
          },
        };
        return <img key={`${src}-${index}`} {...img} />;
      })}
    </div>
  );
}
