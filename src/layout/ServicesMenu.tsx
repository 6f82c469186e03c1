import { css, useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { NavItem } from '../generated/content-types';
import { useCurrentPage } from '../content/current-page';
import { SmartLink } from '../ui/SmartLink';
import { navLinkStyles } from './nav-link';
import { popoverSupported, useHydrated, usePopover, withoutPopoverApi } from './popover';
import { themed, themedBy } from '../theme/themed';

/** The header bar's height; the button, as high as its text and padding, sits in its middle. */
const BAR_HEIGHT = '4.5rem';
const BUTTON_HEIGHT = '2.6rem';

const hoverDevice = () => window.matchMedia?.('(hover: hover)').matches ?? false;

const styles = {
  root: css({ position: 'relative' }),
  button: themedBy((theme, current: boolean) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.25rem',
    border: 0,
    background: 'none',
    cursor: 'pointer',
    height: BUTTON_HEIGHT,
    padding: '0.5rem 0.75rem',
    borderRadius: theme.radii.md,
    fontWeight: 600,
    color: current ? theme.colors.primary : theme.colors.foreground,
    '&:hover': { background: theme.colors.muted },
    '& > svg': { transition: `transform ${theme.motion.fast}` },
    // The chevron turns while the list shows, from the list itself (no script needed), or from
    // aria-expanded where the browser has no Popover API.
    '&:has(+ :popover-open) > svg': { transform: 'rotate(180deg)' },
    '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
  })),
  list: themed((theme) => ({
    // Without the Popover API: under the button, in the header, as before.
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: 20,
    minWidth: '15rem',
    margin: 0,
    padding: theme.space(2),
    listStyle: 'none',
    color: theme.colors.foreground,
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    boxShadow: theme.shadows.lg,
    ...withoutPopoverApi,
    // In the top layer, before a script places it under its own button: under the bar's buttons,
    // centred on the screen (where the header's middle links are). Not by CSS anchor positioning,
    // which the W3C checker of tests/build/html-validity.test.ts does not know yet: it reports
    // anchor-name, position-anchor and anchor() as errors in the page's styles.
    '&:popover-open': {
      position: 'fixed',
      inset: 'auto',
      margin: 0,
      overflow: 'visible',
      top: `calc((${BAR_HEIGHT} + ${BUTTON_HEIGHT}) / 2)`,
      left: '50%',
      translate: '-50% 0',
    },
  })),
  link: themed((theme) => ({ display: 'block', ...navLinkStyles(theme, '0.625rem 0.75rem', 500, '&:hover, &:focus-visible') })),
};

/**
 * A header dropdown that works by mouse (hover or click), touch (tap) and keyboard (Enter/Space to
 * open, arrows to move, Escape to close and return to the button).
 *
 * The list is a popover its button opens with `popovertarget`: in the prerendered page, before or
 * without JavaScript, a click, a tap, Enter or Space opens it, Tab reaches its links, and Escape or a
 * click outside closes it; it is then a plain list of links under a disclosure button. Once
 * hydrated it becomes the menu it always was: `role="menu"`, `aria-expanded`, hover, arrow keys.
 * Open, it lies in the top layer: under the header bar's buttons, centred, until a script puts it
 * right under its own button.
 */
export function ServicesMenu({ item }: { item: NavItem }) {
  const theme = useTheme();
  const hydrated = useHydrated();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = usePopover<HTMLUListElement>({
    // Right under its button, its left edges on the button's (the CSS alone can only centre it).
    beforeShow: (list) => {
      const at = button.current!.getBoundingClientRect();
      Object.assign(list.style, { top: `${at.bottom}px`, left: `${at.left}px`, translate: 'none' });
    },
  });
  const page = useCurrentPage();
  const current = (item.items ?? []).some((link) => link.href === page);

  const links = () => [...(menu.props.ref.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menu.isOpen()) {
      event.preventDefault();
      menu.hide();
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Shown synchronously, so the focus moves in the same event.
      menu.show();
      const all = links();
      const index = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (index + 1) % all.length : (index <= 0 ? all.length : index) - 1;
      all[next]?.focus();
    }
  };
  const onClick = (event: MouseEvent) => {
    // A mouse that hovers has opened it already: its click keeps it open rather than toggling it shut.
    if (event.detail > 0 && hoverDevice()) {
      event.preventDefault();
      menu.show();
    } else if (!popoverSupported()) {
      if (menu.isOpen()) menu.hide();
      else menu.show();
    } // else the browser toggles it (popovertarget).
  };

  return (
    <div
      ref={root}
      onKeyDown={onKeyDown}
      onMouseEnter={() => hoverDevice() && menu.show()}
      onMouseLeave={() => hoverDevice() && menu.hide()}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node) && menu.hide()}
      css={styles.root}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={menuId}
        aria-expanded={hydrated ? menu.open : undefined}
        aria-controls={menuId}
        aria-haspopup={hydrated ? 'true' : undefined}
        onClick={onClick}
        css={styles.button(theme, current)}
      >
        {item.label}
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id={menuId} role={hydrated ? 'menu' : undefined} aria-label={item.label} {...menu.props} css={styles.list(theme)}>
        {(item.items ?? []).map((link) => (
          <li key={link.href} role={hydrated ? 'none' : undefined}>
            <SmartLink
              role={hydrated ? 'menuitem' : undefined}
              href={link.href}
              onClick={menu.hide}
              aria-current={link.href === page ? 'page' : undefined}
              css={styles.link(theme)}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
