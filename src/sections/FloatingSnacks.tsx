import { useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { FloatingSnacksSection } from '../generated/content-types';
import { motionAllowed } from '../ui/motion/rules';

type FloatModule = typeof import('../ui/motion/float-motion');

/**
 * Snacks only appear where the side margins beside the 76rem content column are wide enough to
 * hold them without touching text: from this width up. Below it they are not displayed at all.
 */
const WIDE = '(min-width: 1320px)';

/**
 * The float animation, loaded once hydrated on a screen wide enough to show the snacks and when
 * motion is welcome; until then (and without JavaScript) the snacks stand still.
 */
function useFloat(): FloatModule | null {
  const [module, setModule] = useState<FloatModule | null>(null);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query || !motionAllowed()) return;
    let cancelled = false;
    const load = () => {
      if (query.matches) void import('../ui/motion/float-motion').then((loaded) => !cancelled && setModule(loaded));
    };
    load();
    query.addEventListener('change', load);
    return () => {
      cancelled = true;
      query.removeEventListener('change', load);
    };
  }, []);
  return module;
}

/** Decorative snacks floating gently in the side margins of wide screens; hidden from assistive technology. */
export default function FloatingSnacks({ id, snacks }: FloatingSnacksSection) {
  const theme = useTheme();
  const float = useFloat();
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
          },
        };
        return float ? (
          <float.FloatingImage key={`${src}-${index}`} index={index} left={left} {...img} />
        ) : (
          <img key={`${src}-${index}`} {...img} />
        );
      })}
    </div>
  );
}
