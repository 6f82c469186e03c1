import { Children, type ReactNode } from 'react';
import { useTheme, type CSSObject } from '@emotion/react';
import type { Action, CardLink, PlainAction } from '../generated/content-types';
import { ButtonLink } from './Button';
import type { Tone } from './tone';
import { Icon } from './Icon';
import { ownStyles, themedBy } from '../theme/themed';

type AnyAction = Action | PlainAction | CardLink;

export interface ActionButtonsProps {
  /** The YAML `actions`, each with its look (variant and size: the schema fills in the defaults). */
  actions?: readonly AnyAction[];
  align?: 'start' | 'center';
  /**
   * The tone of the band the row stands on. On the brand gradient, hero buttons are drawn in the
   * page colour with brand-coloured words: a gradient button would not stand out there.
   */
  tone?: Tone;
  /** Styles added to one button on top of its look, e.g. a share of the row's width. */
  buttonCss?: (action: AnyAction) => CSSObject | undefined;
  /** More buttons after the actions, in the same row. */
  children?: ReactNode;
  className?: string;
  [data: `data-${string}`]: string | undefined;
}

const rowStyles = themedBy((theme, align: 'start' | 'center') => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(4),
  justifyContent: align === 'center' ? 'center' : 'flex-start',
}));

/** A section's row of buttons from its YAML `actions`, wrapping on narrow screens. Nothing when there are none. */
export function ActionButtons({ actions = [], align = 'start', tone, buttonCss, children, className, ...data }: ActionButtonsProps) {
  const theme = useTheme();
  if (actions.length === 0 && Children.toArray(children).length === 0) return null;
  return (
    <div className={className} {...data} css={ownStyles(rowStyles(theme, align), className)}>
      {actions.map((action) => {
        const light =
          tone === 'brand' && action.variant === 'hero' ? { background: theme.colors.background, color: theme.colors.primary } : {};
        const extra = { ...light, ...buttonCss?.(action) };
        return (
          <ButtonLink
            key={action.label}
            href={action.href}
            variant={action.variant}
            size={action.size}
            {...(Object.keys(extra).length > 0 ? { css: extra } : {})}
          >
            {action.label}
            {action.icon && <Icon name={action.icon} size={18} />}
          </ButtonLink>
        );
      })}
      {children}
    </div>
  );
}
