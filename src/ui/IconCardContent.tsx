import { css, useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { CardLink, IconCard } from '../generated/content-types';
import { ButtonLink } from './Button';
import { Icon } from './Icon';
import { IconBadge } from './IconBadge';
import { themedBy } from '../theme/themed';

export interface IconCardContentProps {
  item: IconCard;
  /** Smaller icon and type, for grids of four short cards (features). */
  compact?: boolean;
  /** The card stands on a dark block: light words, and light links where the look has no fill of its own. */
  dark?: boolean;
}

/** The looks drawn without a fill of their own: dark words on whatever is behind them. */
const UNFILLED: readonly CardLink['variant'][] = ['link', 'outline', 'ghost'];

/** What a card link needs on a dark card: light words (and border), and a light hover for the looks whose hover is a pale fill. */
function cardLinkOnDark(theme: Theme, variant: CardLink['variant']): CSSObject | undefined {
  if (!UNFILLED.includes(variant)) return undefined;
  return {
    color: theme.colors.darkForeground,
    ...(variant === 'link' ? {} : { borderColor: 'currentColor', '&:hover': { background: theme.veil(0.12) } }),
  };
}

const titleStyles = {
  compact: css({ fontSize: '1.125rem', fontWeight: 700 }),
  full: css({ fontSize: '1.25rem', fontWeight: 700 }),
};
const textStyles = themedBy((theme, dark: boolean, compact: boolean) => ({
  color: dark ? theme.colors.darkMutedForeground : theme.colors.mutedForeground,
  fontSize: compact ? '0.9375rem' : undefined,
}));
const linkStyles = themedBy((theme, dark: boolean, variant: CardLink['variant']) => ({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  ...(dark ? cardLinkOnDark(theme, variant) : undefined),
}));

/** What an icon card holds, top to bottom: its icon, title, sentence and optional link (benefits, features). */
export function IconCardContent({ item, compact = false, dark = false }: IconCardContentProps) {
  const theme = useTheme();
  const { link } = item;
  return (
    <>
      {item.icon && <IconBadge name={item.icon} size={compact ? 2.75 : undefined} />}
      <h3 css={titleStyles[compact ? 'compact' : 'full']}>{item.title}</h3>
      <p css={textStyles(theme, dark, compact)}>{item.text}</p>
      {link && (
        <ButtonLink href={link.href} variant={link.variant} size={link.size} css={linkStyles(theme, dark, link.variant)}>
          {link.label}
          <span className="visually-hidden">: {item.title}</span>
          {link.icon && <Icon name={link.icon} size={16} />}
        </ButtonLink>
      )}
    </>
  );
}
