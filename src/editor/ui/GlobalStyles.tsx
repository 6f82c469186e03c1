import { Global } from '@emotion/react';
import { tokens } from './tokens';

/**
 * The editor page's base styles. Vite's error overlay is hidden here: the editor lists the page's
 * issues itself, and an overlay over the editor would block the very fields that fix them.
 */
export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        'html, body': { margin: 0, height: '100%' },
        body: {
          fontFamily: tokens.font.ui,
          fontSize: tokens.font.size.md,
          color: tokens.color.text,
          background: tokens.color.page,
          lineHeight: 1.45,
        },
        '#editor-root': { minHeight: '100%' },
        a: { color: tokens.color.accent },
        'a:focus-visible, [tabindex]:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
        'vite-error-overlay': { display: 'none !important' },
      }}
    />
  );
}
