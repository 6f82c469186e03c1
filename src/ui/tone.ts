import type { Theme } from '@emotion/react';
import type { Tone } from '../generated/content-types';

export type { Tone };

/**
 * Whether words straight on a band of this tone are drawn light: on dark (deep navy) and brand (the
 * gradient). The one place that decides it; what stands on a card of its own keeps the card's colours.
 */
export const onDark = (tone: Tone): boolean => tone === 'dark' || tone === 'brand';

/** The band's background for each tone. */
export const toneBackground = (theme: Theme, tone: Tone): string =>
  ({ light: theme.colors.background, muted: theme.colors.muted, dark: theme.colors.dark, brand: theme.gradients.brand })[tone];

/** The colour of words straight on a band of this tone. */
export const toneText = (theme: Theme, tone: Tone): string => (onDark(tone) ? theme.colors.darkForeground : theme.colors.foreground);

/** The colour of secondary words (a sentence under a title) straight on a band of this tone. */
export const softText = (theme: Theme, tone: Tone): string =>
  onDark(tone) ? theme.colors.darkMutedForeground : theme.colors.mutedForeground;
