import { domAnimation, LazyMotion, m, MotionConfig, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { STAGGER_SECONDS } from './rules';

const listVariants: Variants = {
  hidden: { transition: { duration: 0 } },
  shown: { transition: { staggerChildren: STAGGER_SECONDS, delayChildren: 0.05 } },
};

const itemVariants: Variants = {
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: [0.22, 1, 0.36, 1] } },
};

/** Print must never leave a card hidden. */
const printVisible = { '@media print': { opacity: '1 !important', transform: 'none !important' } };

/**
 * The animated form of a reveal grid, loaded only after hydration for a grid still below the
 * screen: its cards start hidden (off screen, so nobody sees them vanish) and slide in one after
 * another when the grid scrolls into view.
 */
export function MotionGrid({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLUListElement>(null);
  const [phase, setPhase] = useState<'hidden' | 'shown'>('hidden');
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
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
  }, []);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.ul ref={ref} className={className} variants={listVariants} initial="hidden" animate={phase}>
          {children}
        </m.ul>
      </MotionConfig>
    </LazyMotion>
  );
}

export function MotionItem({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <m.li className={className} variants={itemVariants} css={printVisible}>
      {children}
    </m.li>
  );
}
