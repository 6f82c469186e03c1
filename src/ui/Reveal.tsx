import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { gridStyles } from './layout';
import { ownStyles, themedBy } from '../theme/themed';
import {
  MOTION_MEDIA,
  REVEAL_ATTRIBUTE,
  REVEAL_DELAY_SECONDS,
  REVEAL_OFFSET_PX,
  REVEAL_SECONDS,
  SHOWN_ATTRIBUTE,
  STAGGER_SECONDS,
  STAGGERED_CARDS,
} from './motion/reveal';
import { plainList } from './styles';

export { STAGGER_SECONDS } from './motion/reveal';

export interface RevealGridProps {
  children: ReactNode;
  className?: string;
  /** Cards per row on wide screens: one on phones, up to two on tablets. */
  columns: number;
}

/** Each card's delay: one STAGGER_SECONDS after the card before it. */
const staggered: CSSObject = Object.fromEntries(
  Array.from({ length: STAGGERED_CARDS - 1 }, (_, i) => [
    `&[${SHOWN_ATTRIBUTE}="in"] > li:nth-of-type(${i + 2})`,
    { transitionDelay: `${(REVEAL_DELAY_SECONDS + (i + 1) * STAGGER_SECONDS).toFixed(2)}s` },
  ]),
);
staggered[`&[${SHOWN_ATTRIBUTE}="in"] > li:nth-of-type(n + ${STAGGERED_CARDS + 1})`] = {
  transitionDelay: `${(REVEAL_DELAY_SECONDS + (STAGGERED_CARDS - 1) * STAGGER_SECONDS).toFixed(2)}s`,
};

/**
 * The reveal in CSS (ui/motion/reveal.ts marks the grid): hidden while it waits below the screen,
 * sliding in card after card once it is in view, only on a screen and only when motion is welcome.
 */
const reveal: CSSObject = {
  [`@media ${MOTION_MEDIA}`]: {
    [`&[${SHOWN_ATTRIBUTE}="wait"] > li`]: { opacity: 0, transform: `translateY(${REVEAL_OFFSET_PX}px)` },
    [`&[${SHOWN_ATTRIBUTE}="in"] > li`]: {
      transitionProperty: 'opacity, transform',
      transitionDuration: `${REVEAL_SECONDS}s`,
      transitionTimingFunction: 'cubic-bezier(0.22, 1, 0.36, 1)',
      transitionDelay: `${REVEAL_DELAY_SECONDS}s`,
    },
    ...staggered,
  },
};

/**
 * A list of cards in a responsive grid whose <RevealItem>s slide in one after another when the
 * grid scrolls into view (ui/motion/reveal.ts). The prerendered grid is plain and fully visible;
 * the page's head script hides the cards only of a grid still below the screen, and CSS brings
 * them in. Nothing here runs in React: a section of cards needs no script of its own.
 */
const revealGridStyles = themedBy((theme: Theme, columns: number): CSSObject => ({
  ...plainList,
  ...gridStyles(theme, columns),
  ...reveal,
}));

export function RevealGrid({ children, className, columns }: RevealGridProps) {
  const theme = useTheme();
  return (
    <ul {...{ [REVEAL_ATTRIBUTE]: '' }} className={className} css={ownStyles(revealGridStyles(theme, columns), className)}>
      {children}
    </ul>
  );
}

/** One card of a RevealGrid. */
export function RevealItem({ children, className }: { children: ReactNode; className?: string }) {
  return <li className={className}>{children}</li>;
}
