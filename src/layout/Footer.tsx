import { useTheme, type CSSObject } from '@emotion/react';
import { Icon } from '../ui/Icon';
import { useSite } from '../content/site-context';
import { Container } from '../ui/layout';
import { mailHref, telHref } from '../ui/contact-links';
import { breakableEmail } from '../ui/BreakableEmail';
import { SmartLink } from '../ui/SmartLink';
import { SocialIcon } from '../ui/SocialIcon';
import { centredBox, plainList } from '../ui/styles';
import { fill } from '../content/words';
import type { NavLink } from '../generated/content-types';

/** The block on every page: brand, social links, link columns, contact details, legal links and copyright. */
export function Footer() {
  const theme = useTheme();
  const { site } = useSite();
  const { brand, contact, footer, ui } = site;
  const muted = { color: theme.colors.darkMutedForeground };
  const link = { ...muted, textDecoration: 'none', '&:hover': { color: theme.colors.darkForeground, textDecoration: 'underline' } };
  const heading = { fontSize: '1rem', fontWeight: 700, marginBottom: theme.space(4), color: theme.colors.darkForeground };
  const iconRow = { display: 'flex', gap: theme.space(2), alignItems: 'center' };
  const list = { ...plainList, display: 'grid', gap: theme.space(2) } as const;
  /** A list of links in the footer's muted colour; `layout` changes the list's own arrangement. */
  const linkList = (links: readonly NavLink[], layout?: CSSObject) => (
    <ul css={{ ...list, ...layout }}>
      {links.map((entry) => (
        <li key={entry.href}>
          <SmartLink href={entry.href} css={link}>
            {entry.label}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  return (
    <footer
      css={{
        background: theme.colors.dark,
        color: theme.colors.darkForeground,
        paddingTop: theme.space(16),
        paddingBottom: theme.space(8),
      }}
    >
      <Container>
        <div
          css={{
            display: 'grid',
            gap: theme.space(10),
            gridTemplateColumns: '1fr',
            [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' },
            // The contact column as wide as its longest line (an e-mail address), the others sharing the rest.
            [theme.mq.lg]: { gridTemplateColumns: `1.5fr repeat(${footer.columns.length}, 1fr) auto` },
          }}
        >
          <div>
            <p css={{ fontSize: '1.375rem', fontWeight: 800 }}>{brand.name}</p>
            {brand.tagline && <p css={{ ...muted, marginTop: theme.space(3), maxWidth: '22rem' }}>{brand.tagline}</p>}
            <ul css={{ ...list, display: 'flex', gap: theme.space(3), marginTop: theme.space(5) }}>
              {footer.social.map((entry) => (
                <li key={entry.network}>
                  <SmartLink
                    href={entry.href}
                    aria-label={fill(ui.footer.social, { brand: brand.name, network: ui.footer.networks[entry.network] })}
                    css={{
                      ...centredBox('2.75rem', theme.radii.full),
                      background: theme.veil(0.1),
                      color: theme.colors.darkForeground,
                      '&:hover': { background: theme.colors.primary },
                    }}
                  >
                    <SocialIcon network={entry.network} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          {footer.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 css={heading}>{column.title}</h2>
              {linkList(column.links)}
            </nav>
          ))}
          <div>
            <h2 css={heading}>{footer.contactTitle}</h2>
            <ul css={list}>
              {[
                { icon: <Icon name="mail" size={18} />, href: mailHref(contact.email), label: breakableEmail(contact.email) },
                { icon: <Icon name="phone" size={18} />, href: telHref(contact.phone), label: contact.phone },
              ].map((entry) => (
                <li key={entry.href} css={iconRow}>
                  {entry.icon}
                  <SmartLink href={entry.href} css={link}>
                    {entry.label}
                  </SmartLink>
                </li>
              ))}
              <li css={{ ...iconRow, ...muted }}>
                <Icon name="map-pin" size={18} />
                {contact.serviceArea}
              </li>
            </ul>
          </div>
        </div>
        <div
          css={{
            marginTop: theme.space(12),
            paddingTop: theme.space(6),
            borderTop: `1px solid ${theme.veil(0.15)}`,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space(4),
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <p css={muted}>{footer.copyright}</p>
          <nav aria-label={ui.footer.legalNav}>{linkList(footer.legal, { display: 'flex', flexWrap: 'wrap', gap: theme.space(6) })}</nav>
        </div>
      </Container>
    </footer>
  );
}
