import { useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentPage } from '../content/current-page';
import { useSite } from '../content/site-context';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { ServicesMenu } from './ServicesMenu';

/** The bar on every page: logo, links, dropdowns and the main action; a toggle menu on small screens. */
export function Header() {
  const theme = useTheme();
  const { site } = useSite();
  const { pathname } = useLocation();
  const current = useCurrentPage();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  const linkStyle = {
    padding: '0.5rem 0.75rem', borderRadius: theme.radii.md, textDecoration: 'none', fontWeight: 600,
    '&:hover': { background: theme.colors.muted }, '&[aria-current="page"]': { color: theme.colors.primary },
  };
  return (
    <header css={{ position: 'sticky', top: 0, zIndex: 30, background: 'rgb(255 255 255 / 0.95)', backdropFilter: 'blur(8px)', borderBottom: `1px solid ${theme.colors.border}` }}>
      <Container css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: '4.5rem', gap: theme.space(4) }}>
        <Link to="/" css={{ display: 'inline-flex', flexShrink: 0 }}>
          <img src={site.brand.logo.src} alt={site.brand.logo.alt} width={site.brand.logo.width} height={site.brand.logo.height} />
        </Link>
        <nav aria-label="Main" css={{ display: 'none', [theme.mq.lg]: { display: 'flex' }, alignItems: 'center', gap: theme.space(1) }}>
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
        <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
          <ButtonLink href={site.header.action.href} variant={site.header.action.variant ?? 'hero'} size={site.header.action.size ?? 'default'} css={{ display: 'none', [theme.mq.sm]: { display: 'inline-flex' } }}>
            {site.header.action.label}
          </ButtonLink>
          <button
            type="button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
            css={{ display: 'grid', placeItems: 'center', width: '2.75rem', height: '2.75rem', border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, background: theme.colors.background, cursor: 'pointer', color: theme.colors.foreground, [theme.mq.lg]: { display: 'none' } }}
          >
            <Icon name={open ? 'x' : 'menu'} />
          </button>
        </div>
      </Container>
      <nav id="mobile-menu" aria-label="Mobile" hidden={!open} css={{ borderTop: `1px solid ${theme.colors.border}`, [theme.mq.lg]: { display: 'none' } }}>
        <Container as="ul" css={{ listStyle: 'none', margin: 0, paddingBlock: theme.space(3), display: 'grid', gap: theme.space(1) }}>
          {site.header.links.map((item) => (
            <li key={item.label}>
              {item.items ? (
                <>
                  <p css={{ padding: '0.5rem 0.75rem', fontSize: '0.8125rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: theme.colors.mutedForeground }}>{item.label}</p>
                  <ul css={{ listStyle: 'none', margin: 0, paddingLeft: theme.space(3) }}>
                    {item.items.map((link) => (
                      <li key={link.href}>
                        <SmartLink href={link.href} onClick={() => setOpen(false)} aria-current={link.href === current ? 'page' : undefined} css={{ ...linkStyle, display: 'block' }}>
                          {link.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <SmartLink href={item.href!} onClick={() => setOpen(false)} aria-current={item.href === current ? 'page' : undefined} css={{ ...linkStyle, display: 'block' }}>
                  {item.label}
                </SmartLink>
              )}
            </li>
          ))}
          <li css={{ paddingTop: theme.space(2) }}>
            <ButtonLink href={site.header.action.href} variant={site.header.action.variant ?? 'hero'} onClick={() => setOpen(false)} css={{ width: '100%' }}>
              {site.header.action.label}
            </ButtonLink>
          </li>
        </Container>
      </nav>
    </header>
  );
}
