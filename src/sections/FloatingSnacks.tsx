import { useTheme } from '@emotion/react';
import { m, useReducedMotion } from 'framer-motion';
import { useEffect, useState } from 'react';
import type { FloatingSnacksSection } from '../generated/content-types';

/**
 * Snacks only appear where the side margins beside the 76rem content column are wide enough to
 * hold them without touching text: from this width up. Below it they are not displayed at all.
 */
const WIDE = '(min-width: 1320px)';

/** True once hydrated on a screen wide enough to show the snacks (so the float only runs where seen). */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** Decorative snacks floating gently in the side margins of wide screens; hidden from assistive technology. */
export default function FloatingSnacks({ id, snacks }: FloatingSnacksSection) {
  const theme = useTheme();
  const reduce = useReducedMotion();
  const float = useWideScreen() && !reduce;
  const step = snacks.length > 1 ? 64 / (snacks.length - 1) : 0;
  return (
    <div
      id={id}
      aria-hidden="true"
      data-decoration="floating-snacks"
      css={{ display: 'none', [`@media ${WIDE}`]: { display: 'block' }, '@media print': { display: 'none' }, position: 'fixed', inset: 0, zIndex: 1, pointerEvents: 'none', overflow: 'hidden' }}
    >
      {snacks.map((src, index) => {
        const left = index % 2 === 0;
        return (
          <m.img
            key={`${src}-${index}`}
            src={src}
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            draggable={false}
            animate={float ? { y: [0, -14, 0], rotate: [0, left ? -6 : 6, 0] } : { y: 0, rotate: 0 }}
            transition={float ? { duration: 6 + (index % 3) * 1.5, delay: index * 0.6, repeat: Infinity, ease: 'easeInOut' } : { duration: 0 }}
            css={{
              position: 'absolute',
              top: `${20 + index * step}%`,
              [left ? 'left' : 'right']: theme.space(2),
              width: 'min(6rem, calc((100vw - 76rem) / 2 + 0.5rem))',
              height: 'auto',
              opacity: 0.9,
              filter: 'drop-shadow(0 8px 16px rgb(15 23 42 / 0.18))',
            }}
          />
        );
      })}
    </div>
  );
}
