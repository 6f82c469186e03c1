import { useTheme } from '@emotion/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { gridStyles } from './layout';
import { motionAllowed } from './motion/rules';
import { plainList } from './styles';

export { STAGGER_SECONDS } from './motion/rules';

type MotionModule = typeof import('./motion/reveal-motion');

const Motion = createContext<MotionModule | null>(null);

export interface RevealGridProps {
  children: ReactNode;
  className?: string;
  /** Cards per row on wide screens: one on phones, up to two on tablets. */
  columns: number;
}

/**
 * A list of cards in a responsive grid whose <RevealItem>s slide in one after another when the
 * grid scrolls into view. The prerendered grid is plain and fully visible; only after hydration,
 * and only for a grid still below the screen when it comes within a screen's height of it, does the
 * animation code load and take over (a grid already in view when the code arrives stays as it is). Server
 * and first client render are identical, nothing waits on JavaScript to be seen, and reduced
 * motion leaves everything in place.
 */
export function RevealGrid({ children, className, columns }: RevealGridProps) {
  const theme = useTheme();
  const ref = useRef<HTMLUListElement>(null);
  const [motion, setMotion] = useState<MotionModule | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !motionAllowed() || node.getBoundingClientRect().top < window.innerHeight) return;
    // The animation code loads when the grid comes within a screen of the viewport, not before:
    // a visitor who never scrolls that far never downloads or runs it.
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./motion/reveal-motion').then((module) => {
          if (!cancelled && node.getBoundingClientRect().top >= window.innerHeight) setMotion(module);
        });
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);
  const grid = { ...plainList, ...gridStyles(theme, columns) };
  if (!motion) {
    return (
      <ul ref={ref} className={className} css={grid}>
        {children}
      </ul>
    );
  }
  return (
    <Motion.Provider value={motion}>
      <motion.MotionGrid className={className} css={grid}>
        {children}
      </motion.MotionGrid>
    </Motion.Provider>
  );
}

/** One card of a RevealGrid. */
export function RevealItem({ children, className }: { children: ReactNode; className?: string }) {
  const motion = useContext(Motion);
  if (motion) return <motion.MotionItem className={className}>{children}</motion.MotionItem>;
  return <li className={className}>{children}</li>;
}
