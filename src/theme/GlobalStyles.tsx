import { css, Global, useTheme } from '@emotion/react';
import { useState } from 'react';
import { LATER_HEIGHT, LATER_SECTIONS } from '../render/later-sections';
import { servedGlobalStyles } from '../render/served-styles';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** The elements that hold running text and break long words; the prose among them is also hyphenated. */
const HYPHENATED = [...HEADINGS, 'p', 'li', 'dd', 'blockquote', 'figcaption'];
const WRAPPING = [...HEADINGS, 'p', 'li', 'dt', 'dd', 'blockquote', 'figcaption', 'label', 'legend', 'summary'];
/**
 * Table cells break a word only when it is wider than the table can make its column: a cell that
 * could break anywhere would let its column shrink below its longest word ("Dimension|s").
 */
const CELLS = ['td', 'th'];

/** Page-wide rules: box model, fonts, long words, focus ring, sections laid out later, reduced motion and the visually hidden helper. */
export function GlobalStyles() {
  const theme = useTheme();
  const [served] = useState(servedGlobalStyles);
  if (served) return null;
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-padding-top: 5rem;
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          color: ${theme.colors.foreground};
          background: ${theme.colors.background};
          line-height: 1.6;
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4 {
          font-family: ${theme.fonts.heading};
          line-height: 1.15;
          margin: 0;
          letter-spacing: -0.02em;
          /* Lines of even length: no word left alone on a heading's last line. */
          text-wrap: balance;
        }
        p {
          margin: 0;
        }
        /* A word longer than the screen is wide (a long name, a URL) wraps instead of pushing the layout sideways. */
        ${WRAPPING.join(', ')} {
          overflow-wrap: anywhere;
        }
        ${CELLS.join(', ')} {
          overflow-wrap: break-word;
        }
        ${HYPHENATED.join(', ')} {
          hyphens: auto;
        }
        img,
        svg,
        video {
          display: block;
          max-width: 100%;
        }
        img {
          height: auto;
        }
        a {
          color: inherit;
        }
        button {
          font: inherit;
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.primary};
          outline-offset: 2px;
        }
        /* Laid out after the load on a fresh visit (src/render/later-sections.ts). */
        ${LATER_SECTIONS} {
          content-visibility: auto;
          contain-intrinsic-size: auto ${LATER_HEIGHT};
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          padding: 0;
          margin: -1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
          border: 0;
        }
        @media (prefers-reduced-motion: reduce) {
          html {
            scroll-behavior: auto;
          }
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
