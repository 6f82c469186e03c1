import { useTheme } from '@emotion/react';
import { Icon } from './Icon';
import { themed } from '../theme/themed';

const starsStyles = themed((theme) => ({ display: 'flex', gap: '0.125rem', color: theme.colors.star }));

/** A star rating; `label` says it in words for screen readers (site.yaml ui.rating). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const theme = useTheme();
  return (
    <div role="img" aria-label={label} css={starsStyles(theme)}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" size={20} filled />
      ))}
    </div>
  );
}
