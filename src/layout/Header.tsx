import { css, useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import { useCurrentPage } from '../content/current-page';
import { useSite } from '../content/site-context';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { popoverSupported, useHydrated, usePopover } from './popover';
import { MobileMenu } from './MobileMenu';
import { navLinkStyles } from './nav-link';
import { ServicesMenu } from './ServicesMenu';
import { Picture } from '../ui/Picture';
import { themed } from '../theme/themed';

const MENU_ID = 'mobile-menu';
/** The header bar's height: the phone menu opens right under it. */
const BAR_HEIGHT = '4.5rem';

const whenOpen = `header:has(#${MENU_ID}:popover-open) &`;

const styles = {
  header: themed((theme) => ({
    position: 'sticky',
    top: 0,
    zIndex: 30,
    background: theme.veil(0.95),
    backdropFilter: 'blur(8px)',
    borderBottom: `1px solid ${theme.colors.border}`,
  })),
  bar: themed((theme) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: BAR_HEIGHT,
    gap: theme.space(4),
  })),
  home: css({ display: 'inline-flex', flexShrink: 0 }),
  nav: themed((theme) => ({ display: 'none', [theme.mq.lg]: { display: 'flex' }, alignItems: 'center', gap: theme.space(1) })),
  link: themed((theme) => navLinkStyles(theme, '0.5rem 0.75rem', 600)),
  end: themed((theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) })),
  action: themed((theme) => ({ display: 'none', [theme.mq.sm]: { display: 'inline-flex' } })),
  toggle: themed((theme) => ({
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    cursor: 'pointer',
    color: theme.colors.foreground,
    [theme.mq.lg]: { display: 'none' },
    // The name and the icon (open or close), from the menu itself (no script needed),
    // or from aria-expanded where the browser has no Popover API.
    '& > [data-when]': { display: 'grid' },
    '& > [data-when="open"]': { display: 'none' },
    [`${whenOpen} > [data-when="closed"]`]: { display: 'none' },
    [`${whenOpen} > [data-when="open"]`]: { display: 'grid' },
    '&[aria-expanded="true"] > [data-when="closed"]': { display: 'none' },
    '&[aria-expanded="true"] > [data-when="open"]': { display: 'grid' },
  })),
};

/**
 * The bar on every page: logo, links, dropdowns and the main action; a toggle menu on small screens.
 *
 * The phone menu is a popover opened by its toggle's `popovertarget`, so it opens and closes (toggle,
 * Escape, a tap outside) in the prerendered page before or without any JavaScript; the toggle's
 * name and icon follow it through CSS. Once hydrated, `aria-expanded` is kept in step with it, and
 * choosing a link closes it.
 */
export function Header() {
  const theme = useTheme();
  const { site } = useSite();
  const current = useCurrentPage();
  const hydrated = useHydrated();
  const menu = usePopover<HTMLElement>();

  const linkStyle = styles.link(theme);
  return (
    <header css={styles.header(theme)}>
      <Container css={styles.bar(theme)}>
        <a href="/" css={styles.home}>
          <Picture image={site.brand.logo} sizes={`${site.brand.logo.width}px`} eager />
        </a>
        <nav aria-label={site.ui.header.mainNav} css={styles.nav(theme)}>
          {site.header.links.map((item) =>
            item.items ? (
              <ServicesMenu key={item.label} item={item} />
            ) : (
              <SmartLink key={item.label} href={item.href!} aria-current={item.href === current ? 'page' : undefined} css={linkStyle}>
                {item.label}
              </SmartLink>
            ),
          )}
        </nav>
        <div css={styles.end(theme)}>
          <ButtonLink
            href={site.header.action.href}
            variant={site.header.action.variant}
            size={site.header.action.size}
            css={styles.action(theme)}
          >
            {site.header.action.label}
          </ButtonLink>
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-expanded={hydrated ? menu.open : undefined}
            onClick={() => !popoverSupported() && (menu.isOpen() ? menu.hide() : menu.show())}
            css={styles.toggle(theme)}
          >
            <span data-when="closed">
              <span className="visually-hidden">{site.ui.header.openMenu}</span>
              <Icon name="menu" />
            </span>
            <span data-when="open">
              <span className="visually-hidden">{site.ui.header.closeMenu}</span>
              <Icon name="x" />
            </span>
          </button>
        </div>
      </Container>
      <MobileMenu id={MENU_ID} barHeight={BAR_HEIGHT} menu={menu} current={current} />
    </header>
  );
}
