import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { IconName } from '../generated/content-types';
import { Icon } from './Icon';
import { centredBox, surface } from './styles';
import { ownStyles, themedBy } from '../theme/themed';

/** The looks of a badge: its icon colour and its background. */
const looks = {
  /** A white icon on the brand gradient. */
  gradient: (theme: Theme) => ({ color: theme.colors.primaryForeground, background: theme.gradients.brand }),
  /** A white icon on the brand colour. */
  solid: (theme: Theme) => ({ color: theme.colors.primaryForeground, background: theme.colors.primary }),
  /** A white icon on the accent colour: the check marks of a list. */
  accent: (theme: Theme) => ({ color: theme.colors.accentForeground, background: theme.colors.accent }),
  /** A brand icon on a pale tint of the brand colour. */
  soft: (theme: Theme) => ({
    color: theme.colors.primary,
    background: `color-mix(in srgb, ${theme.colors.primary} 10%, ${theme.colors.background})`,
  }),
  /** A brand icon on the muted grey. */
  muted: (theme: Theme) => ({ color: theme.colors.primary, background: theme.colors.muted }),
  /** A light icon on a see-through layer, for dark blocks. */
  veil: (theme: Theme) => ({ color: theme.colors.darkForeground, background: theme.veil(0.1) }),
} satisfies Record<string, (theme: Theme) => CSSObject>;

export type IconBadgeLook = keyof typeof looks;

interface BadgeLook {
  look?: IconBadgeLook;
  /** Edge length in rem; an icon given by name is half of it. */
  size?: number;
  round?: boolean;
  className?: string;
}

/** A badge shows an icon by its name, or what it is given instead: a number, an icon of another size. */
export type IconBadgeProps = BadgeLook & ({ name: IconName; children?: never } | { name?: never; children: ReactNode });

const badgeStyles = themedBy((theme, size: number, round: boolean, look: IconBadgeLook) => ({
  ...centredBox(`${size}rem`, round ? theme.radii.full : theme.radii.lg),
  flexShrink: 0,
  ...looks[look](theme),
}));

/** A decorative icon (or number) in a coloured square or circle, the way cards and lists introduce their points. */
export function IconBadge({ name, children, look = 'gradient', size = 3, round = false, className }: IconBadgeProps) {
  const theme = useTheme();
  return (
    <span aria-hidden="true" className={className} css={ownStyles(badgeStyles(theme, size, round, look), className)}>
      {name ? <Icon name={name} size={Math.round(size * 8)} /> : children}
    </span>
  );
}

/**
 * A card whose icon stands beside its words on phones, then above them with everything centred from
 * small screens up; `gap` and `paddingBlock` (steps of the spacing scale) are those of the centred layout.
 */
export const iconCardStyles = (theme: Theme, gap: number, paddingBlock: number): CSSObject => ({
  display: 'grid',
  columnGap: theme.space(4),
  rowGap: theme.space(1),
  padding: theme.space(5),
  ...surface(theme),
  [theme.mq.sm]: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: theme.space(gap),
    padding: `${theme.space(paddingBlock)} ${theme.space(5)}`,
  },
});
