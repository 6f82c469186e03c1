import type { Site } from '../generated/content-types';

export type ThemeTokens = Site['theme'];

const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** `#ffffff` → `255 255 255` (three- or six-digit hex, as the schema allows). */
function rgbChannels(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)).join(' ');
}

/**
 * The theme of each tokens object, made once: the styles drawn from a theme are serialised once per
 * theme object (themed.ts), so every page of a site shares its site's.
 */
const made = new WeakMap<ThemeTokens, AppTheme>();

/** The Emotion theme: the tokens of site.yaml plus the layout scale the components share. */
export function makeTheme(tokens: ThemeTokens): AppTheme {
  let theme = made.get(tokens);
  if (theme === undefined) made.set(tokens, (theme = themeOf(tokens)));
  return theme;
}

function themeOf(tokens: ThemeTokens) {
  const page = rgbChannels(tokens.colors.background);
  return {
    colors: tokens.colors,
    fonts: tokens.fonts,
    radii: { ...tokens.radii, full: '9999px' },
    /** Spacing in rem from a 4 px grid: space(4) is 1rem. */
    space: (n: number) => `${n / 4}rem`,
    /**
     * The page colour at this opacity (0 to 1): the see-through layers (cards, badges, borders) of
     * dark blocks and the brand gradient.
     */
    veil: (opacity: number) => `rgb(${page} / ${opacity})`,
    /** The brand gradient, from the brand colour to the accent: hero buttons, badges, the brand band. */
    gradients: { brand: `linear-gradient(135deg, ${tokens.colors.primary}, ${tokens.colors.accent})` },
    /** Media queries from the smallest width up: mq.md is 768 px and wider. */
    mq: Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`])) as Record<
      keyof typeof breakpoints,
      string
    >,
    containerWidth: '76rem',
    shadows: {
      sm: '0 1px 2px rgb(15 23 42 / 0.06), 0 1px 3px rgb(15 23 42 / 0.1)',
      md: '0 4px 12px rgb(15 23 42 / 0.08), 0 2px 4px rgb(15 23 42 / 0.06)',
      lg: '0 20px 40px -12px rgb(15 23 42 / 0.25)',
      /** For a drop-shadow() filter: the shadow of a cut-out picture floating over the page. */
      float: '0 8px 16px rgb(15 23 42 / 0.18)',
    },
    motion: { fast: '150ms', normal: '250ms' },
  };
}

export type AppTheme = ReturnType<typeof themeOf>;
