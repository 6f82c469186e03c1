/**
 * The editor's own design tokens. The editor is a tool, not the site: it never reads the site's
 * theme, so a change to site.yaml's colours cannot make the editor unreadable. Every colour pair
 * used for text passes WCAG AA (4.5:1) on the surfaces it sits on.
 */
export const tokens = {
  color: {
    page: '#f3f4f6',
    surface: '#ffffff',
    sunken: '#f8f9fb',
    text: '#16191d',
    muted: '#4f5661',
    border: '#c4cad3',
    borderStrong: '#8a929e',
    accent: '#0a58b0',
    accentText: '#ffffff',
    accentSoft: '#e6effa',
    danger: '#b3261e',
    dangerSoft: '#fdeceb',
    warning: '#7a4a00',
    warningSoft: '#fff3dc',
    success: '#17683a',
    focus: '#1a64d6',
    changedLine: '#fff6bf',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px' },
  font: {
    ui: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.375rem' },
  },
  shadow: { dialog: '0 12px 40px rgba(15, 20, 30, 0.28)', raised: '0 4px 14px rgba(15, 20, 30, 0.16)' },
} as const;

/** The focus ring of every control: visible on any surface the editor uses. */
export const focusRing = {
  '&:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '2px' },
} as const;
