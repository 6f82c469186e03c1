import { useTheme } from '@emotion/react';
import { Icon } from './Icon';

/** A star rating with its value as text for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const theme = useTheme();
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5 stars`} css={{ display: 'flex', gap: '0.125rem', color: theme.colors.star }}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" size={20} filled />
      ))}
    </div>
  );
}
