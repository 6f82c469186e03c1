import '@emotion/react';
import type { AppTheme } from './theme';

declare module '@emotion/react' {
  // Emotion's theme is the site's: an empty extension is how its type is declared.
  export interface Theme extends AppTheme {}
}
