import type { CSSObject, Theme } from '@emotion/react';

/**
 * What Download Specs prints: only the sections marked data-print (the model's hero, highlights and
 * specifications table), without the header, the footer, buttons or decorations. The browser's
 * print window can save it as a PDF, so the spec sheet needs no file and no network call.
 */
export const printSheetStyles = (theme: Theme): CSSObject => ({
  '@media print': {
    body: { background: theme.colors.background },
    '#root > :not(main), main > :not([data-print]), [data-print-hide]': { display: 'none !important' },
    '[data-print]': { paddingBlock: '0.75rem !important', background: 'none !important' },
    'tr, li': { breakInside: 'avoid' },
  },
});
