import { useTheme } from '@emotion/react';
import { useSite } from '../../content/site-context';
import { Icon } from '../../ui/Icon';
import { ownStyles, themed } from '../../theme/themed';

export interface CapacityBadgeProps {
  /** The model's capacity as machines.yaml writes it ("245+ drinks/snacks"). */
  text: string;
  as?: 'p' | 'span';
  className?: string;
}

const badgeStyles = themed((theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  borderRadius: theme.radii.full,
  color: theme.colors.primaryForeground,
  background: theme.colors.primary,
}));

/** A model's capacity in a brand-coloured pill after a package icon; screen readers hear site.yaml ui.machine.capacity first. */
export function CapacityBadge({ text, as: Tag = 'span', className }: CapacityBadgeProps) {
  const theme = useTheme();
  const words = useSite().site.ui.machine;
  return (
    <Tag className={className} css={ownStyles(badgeStyles(theme), className)}>
      <Icon name="package" size={14} />
      <span className="visually-hidden">{words.capacity} </span>
      {text}
    </Tag>
  );
}
