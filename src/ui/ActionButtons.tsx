import { useTheme } from '@emotion/react';
import type { Action } from '../generated/content-types';
import { ButtonLink } from './Button';
import { Icon } from './Icon';

export interface ActionButtonsProps {
  actions: readonly Action[];
  align?: 'start' | 'center';
  /** The look of a button whose YAML names none. */
  defaultVariant?: Action['variant'];
  defaultSize?: Action['size'];
  className?: string;
}

/** A section's row of buttons from its YAML `actions`, wrapping on narrow screens. Nothing when there are none. */
export function ActionButtons({ actions, align = 'start', defaultVariant = 'hero', defaultSize = 'lg', className }: ActionButtonsProps) {
  const theme = useTheme();
  if (actions.length === 0) return null;
  return (
    <div className={className} css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), justifyContent: align === 'center' ? 'center' : 'flex-start' }}>
      {actions.map((action) => (
        <ButtonLink key={action.label} href={action.href} variant={action.variant ?? defaultVariant} size={action.size ?? defaultSize}>
          {action.label}
          {action.icon && <Icon name={action.icon} size={18} />}
        </ButtonLink>
      ))}
    </div>
  );
}
