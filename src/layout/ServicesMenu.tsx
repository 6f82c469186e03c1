import { useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../generated/content-types';
import { useCurrentPage } from '../content/current-page';
import { SmartLink } from '../ui/SmartLink';

/**
 * A header dropdown that works by mouse (hover or click), touch (tap) and keyboard (Enter/Space to
 * open, arrows to move, Escape to close and return to the button).
 */
export function ServicesMenu({ item }: { item: NavItem }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const page = useCurrentPage();
  const current = (item.items ?? []).some((link) => link.href === page);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Open synchronously so the focus moves in the same event, not a frame later.
      if (!open) flushSync(() => setOpen(true));
      const all = links();
      const index = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (index + 1) % all.length : (index <= 0 ? all.length : index) - 1;
      all[next]?.focus();
    }
  };

  return (
    <div
      ref={root}
      onKeyDown={onKeyDown}
      onMouseEnter={(e) => e.nativeEvent instanceof MouseEvent && matchMedia('(hover: hover)').matches && setOpen(true)}
      onMouseLeave={() => matchMedia('(hover: hover)').matches && setOpen(false)}
      onBlur={(event) => !root.current?.contains(event.relatedTarget as Node) && setOpen(false)}
      css={{ position: 'relative' }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        onClick={(event) => setOpen((value) => (event.detail > 0 && window.matchMedia?.('(hover: hover)').matches) || !value)}
        css={{
          display: 'inline-flex', alignItems: 'center', gap: '0.25rem', border: 0, background: 'none', cursor: 'pointer',
          padding: '0.5rem 0.75rem', borderRadius: theme.radii.md, fontWeight: 600, color: current ? theme.colors.primary : theme.colors.foreground,
          '&:hover': { background: theme.colors.muted },
        }}
      >
        {item.label}
        <Icon name="chevron-down" size={16} css={{ transition: `transform ${theme.motion.fast}`, transform: open ? 'rotate(180deg)' : undefined }} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={item.label}
        hidden={!open}
        css={{
          position: 'absolute', top: '100%', left: 0, zIndex: 20, minWidth: '15rem', margin: 0, padding: theme.space(2), listStyle: 'none',
          background: theme.colors.background, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.lg, boxShadow: theme.shadows.lg,
        }}
      >
        {(item.items ?? []).map((link) => (
          <li key={link.href} role="none">
            <SmartLink
              role="menuitem"
              href={link.href}
              onClick={() => setOpen(false)}
              aria-current={link.href === page ? 'page' : undefined}
              css={{ display: 'block', padding: '0.625rem 0.75rem', borderRadius: theme.radii.md, textDecoration: 'none', fontWeight: 500, '&:hover, &:focus-visible': { background: theme.colors.muted }, '&[aria-current="page"]': { color: theme.colors.primary } }}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
