import { css, useTheme } from '@emotion/react';
import type { NavLink } from '../generated/content-types';
import { useSite } from '../content/site-context';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { figureLabelStyles } from '../ui/styles';
import { navLinkStyles } from './nav-link';
import { withoutPopoverApi, type Popover } from './popover';
import { themed, themedBy } from '../theme/themed';

export interface MobileMenuProps {
  id: string;
  /** The header bar's height: the menu opens right under it. */
  barHeight: string;
  menu: Popover<HTMLElement>;
  /** The address of the page being shown. */
  current: string;
}

const styles = {
  link: themed((theme) => ({ ...navLinkStyles(theme, '0.5rem 0.75rem', 600), display: 'block' })),
  menu: themedBy((theme, barHeight: string) => ({
    // Without the Popover API: in the header, under the bar, as a plain block.
    borderTop: `1px solid ${theme.colors.border}`,
    ...withoutPopoverApi,
    // In the top layer: a full-width panel under the bar, scrolling when taller than the screen.
    '&:popover-open': {
      position: 'fixed',
      inset: `${barHeight} 0 auto`,
      width: 'auto',
      maxHeight: `calc(100dvh - ${barHeight})`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      margin: 0,
      padding: 0,
      border: 0,
      borderBlock: `1px solid ${theme.colors.border}`,
      background: theme.colors.background,
      color: theme.colors.foreground,
      // It lies over the page now: a shadow sets it off from what is under it.
      boxShadow: theme.shadows.lg,
    },
    [theme.mq.lg]: { display: 'none' },
  })),
  list: themed((theme) => ({ listStyle: 'none', margin: 0, paddingBlock: theme.space(3), display: 'grid', gap: theme.space(1) })),
  group: themed((theme) => ({ padding: '0.5rem 0.75rem', ...figureLabelStyles(theme) })),
  groupList: themed((theme) => ({ listStyle: 'none', margin: 0, paddingLeft: theme.space(3) })),
  action: themed((theme) => ({ paddingTop: theme.space(2) })),
  actionButton: css({ width: '100%' }),
};

/**
 * The phone menu of the header: every link of site.yaml header.links (a dropdown's links under its
 * name) and the main action; choosing one, or tabbing out of it, closes the menu. It is the popover the header's toggle opens.
 */
export function MobileMenu({ id, barHeight, menu, current }: MobileMenuProps) {
  const theme = useTheme();
  const { site } = useSite();
  const link = ({ href, label }: NavLink) => (
    <SmartLink href={href} onClick={menu.hide} aria-current={href === current ? 'page' : undefined} css={styles.link(theme)}>
      {label}
    </SmartLink>
  );
  return (
    <nav
      id={id}
      aria-label={site.ui.header.mobileNav}
      {...menu.props}
      // The keyboard leaving it (Tab past its last link) closes it, as a choice does; back to its toggle keeps it open.
      onBlur={(event) => {
        const to = event.relatedTarget as Element | null;
        if (to && !event.currentTarget.contains(to) && to.getAttribute('aria-controls') !== id) menu.hide();
      }}
      css={styles.menu(theme, barHeight)}
    >
      <Container as="ul" css={styles.list(theme)}>
        {site.header.links.map((item) => (
          <li key={item.label}>
            {item.items ? (
              <>
                <p css={styles.group(theme)}>{item.label}</p>
                <ul css={styles.groupList(theme)}>
                  {item.items.map((entry) => (
                    <li key={entry.href}>{link(entry)}</li>
                  ))}
                </ul>
              </>
            ) : (
              link({ href: item.href!, label: item.label })
            )}
          </li>
        ))}
        <li css={styles.action(theme)}>
          <ButtonLink href={site.header.action.href} variant={site.header.action.variant} onClick={menu.hide} css={styles.actionButton}>
            {site.header.action.label}
          </ButtonLink>
        </li>
      </Container>
    </nav>
  );
}
