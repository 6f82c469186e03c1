import sprite from './icons/sprite.svg?url';
import type { IconName } from '../generated/content-types';

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** Solid shape (e.g. a rating star) instead of an outline. */
  filled?: boolean;
}

/**
 * A decorative line icon by the name used in the YAML (`icon: credit-card`), drawn from the
 * site's icon sprite: no JavaScript per icon, one cached file for all of them.
 */
export function Icon({ name, size = 24, className, filled = false }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
