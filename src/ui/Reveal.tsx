import { useTheme } from '@emotion/react';
import { m, useReducedMotion, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Seconds between two cards of a grid as they come in (the spec allows 75 to 150 ms). */
export const STAGGER_SECONDS = 0.1;

type Phase = 'hidden' | 'shown';

const listVariants: Variants = {
  hidden: { transition: { duration: 0 } },
  shown: { transition: { staggerChildren: STAGGER_SECONDS, delayChildren: 0.05 } },
};

const itemVariants: Variants = {
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: [0.22, 1, 0.36, 1] } },
};

/** Print and a failed script must never leave a card hidden. */
const printVisible = { '@media print': { opacity: '1 !important', transform: 'none !important' } };

/**
 * When the list comes into view: undefined while it keeps its prerendered look. Only after
 * hydration, and only for a list that is still below the fold, are the cards hidden (instantly,
 * off screen) so that they can slide in. Server and first client render are therefore identical,
 * the content is visible without JavaScript, and reduced motion leaves everything in place.
 */
function useRevealPhase(ref: RefObject<Element | null>): Phase | undefined {
  const reduce = useReducedMotion();
  const [phase, setPhase] = useState<Phase | undefined>(undefined);
  useEffect(() => {
    const node = ref.current;
    if (!node || reduce || typeof IntersectionObserver === 'undefined') return;
    if (node.getBoundingClientRect().top < window.innerHeight) return;
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, reduce]);
  return phase;
}

export interface RevealGridProps {
  children: ReactNode;
  className?: string;
  /** Cards per row on wide screens: one on phones, up to two on tablets. */
  columns?: number;
}

/**
 * A list of cards in a responsive grid (like ui/layout Grid) whose <RevealItem>s slide in one after
 * another when the grid scrolls into view.
 */
export function RevealGrid({ children, className, columns = 3 }: RevealGridProps) {
  const theme = useTheme();
  const ref = useRef<HTMLUListElement>(null);
  const phase = useRevealPhase(ref);
  return (
    <m.ul
      ref={ref}
      className={className}
      variants={listVariants}
      initial={false}
      animate={phase}
      css={{
        listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(6), gridTemplateColumns: '1fr',
        [theme.mq.sm]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` },
        [theme.mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </m.ul>
  );
}

/** One card of a RevealGrid. */
export function RevealItem({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <m.li className={className} variants={itemVariants} css={printVisible}>
      {children}
    </m.li>
  );
}
