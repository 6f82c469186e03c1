import { useTheme } from '@emotion/react';
import type { IconCard } from '../generated/content-types';
import { ButtonLink } from './Button';
import { IconBadge } from './IconBadge';

export interface IconCardContentProps {
  item: IconCard;
  /** Smaller icon and type, for grids of four short cards (features). */
  compact?: boolean;
  /** The card stands on a dark block: light words, and a light link where it is plain words. */
  dark?: boolean;
}

/** What an icon card holds, top to bottom: its icon, title, sentence and optional link (benefits, features). */
export function IconCardContent({ item, compact = false, dark = false }: IconCardContentProps) {
  const theme = useTheme();
  const { link } = item;
  return (
    <>
      {item.icon && <IconBadge name={item.icon} size={compact ? 2.75 : undefined} />}
      <h3 css={{ fontSize: compact ? '1.125rem' : '1.25rem', fontWeight: 700 }}>{item.title}</h3>
      <p
        css={{ color: dark ? theme.colors.darkMutedForeground : theme.colors.mutedForeground, fontSize: compact ? '0.9375rem' : undefined }}
      >
        {item.text}
      </p>
      {link && (
        <ButtonLink
          href={link.href}
          variant={link.variant}
          size={link.size}
          css={{
            marginTop: 'auto',
            alignSelf: 'flex-start',
            color: dark && link.variant === 'link' ? theme.colors.darkForeground : undefined,
          }}
        >
          {link.label}
          <span className="visually-hidden">: {item.title}</span>
        </ButtonLink>
      )}
    </>
  );
}
