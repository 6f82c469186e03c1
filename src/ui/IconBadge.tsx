import { useTheme } from '@emotion/react';
import type { IconName } from '../generated/content-types';
import { Icon } from './Icon';

export interface IconBadgeProps {
  name: IconName;
  /** gradient: white icon on the brand gradient; soft: brand icon on a pale tint. */
  look?: 'gradient' | 'soft';
  /** Edge length in rem. */
  size?: number;
  round?: boolean;
  className?: string;
}

/** A decorative icon in a coloured square or circle, the way cards and lists introduce their points. */
export function IconBadge({ name, look = 'gradient', size = 3, round = false, className }: IconBadgeProps) {
  const theme = useTheme();
  const gradient = look === 'gradient';
  return (
    <span
      aria-hidden="true"
      className={className}
      css={{
        display: 'grid', placeItems: 'center', flexShrink: 0, width: `${size}rem`, height: `${size}rem`,
        borderRadius: round ? theme.radii.full : theme.radii.lg,
        color: gradient ? theme.colors.primaryForeground : theme.colors.primary,
        background: gradient ? `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})` : `color-mix(in srgb, ${theme.colors.primary} 10%, ${theme.colors.background})`,
      }}
    >
      <Icon name={name} size={Math.round(size * 8)} />
    </span>
  );
}
