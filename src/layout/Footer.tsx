import { useTheme, type CSSObject, type Theme } from '@emotion/react';
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
import { themed, themedBy } from '../theme/themed';

const muted = (theme: Theme) => ({ color: theme.colors.darkMutedForeground });
const listOf = (theme: Theme): CSSObject => ({ ...plainList, display: 'grid', gap: theme.space(2) });
const iconRowOf = (theme: Theme): CSSObject => ({ display: 'flex', gap: theme.space(2), alignItems: 'center' });

const styles = {
  muted: themed(muted),
  link: themed((theme) => ({
    ...muted(theme),
    textDecoration: 'none',
    '&:hover': { color: theme.colors.darkForeground, textDecoration: 'underline' },
  })),
  heading: themed((theme) => ({ fontSize: '1rem', fontWeight: 700, marginBottom: theme.space(4), color: theme.colors.darkForeground })),
  iconRow: themed(iconRowOf),
  list: themed(listOf),
  /** The list of the legal links, in a row. */
  legalList: themed((theme) => ({ ...listOf(theme), display: 'flex', flexWrap: 'wrap', gap: theme.space(6) })),
  footer: themed((theme) => ({
    background: theme.colors.dark,
    color: theme.colors.darkForeground,
    paddingTop: theme.space(16),
    paddingBottom: theme.space(8),
  })),
  columns: themedBy((theme, columns: number) => ({
    display: 'grid',
    gap: theme.space(10),
    gridTemplateColumns: '1fr',
    [theme.mq.sm]: { gridTemplateColumns: '1fr 1fr' },
    // The contact column as wide as its longest line (an e-mail address), the others sharing the rest.
    [theme.mq.lg]: { gridTemplateColumns: `1.5fr repeat(${columns}, 1fr) auto` },
  })),
  brand: themed(() => ({ fontSize: '1.375rem', fontWeight: 800 })),
  tagline: themed((theme) => ({ ...muted(theme), marginTop: theme.space(3), maxWidth: '22rem' })),
  social: themed((theme) => ({ ...listOf(theme), display: 'flex', gap: theme.space(3), marginTop: theme.space(5) })),
  socialLink: themed((theme) => ({
    ...centredBox('2.75rem', theme.radii.full),
    background: theme.veil(0.1),
    color: theme.colors.darkForeground,
    '&:hover': { background: theme.colors.primary },
  })),
  area: themed((theme) => ({ ...iconRowOf(theme), ...muted(theme) })),
  bottom: themed((theme) => ({
    marginTop: theme.space(12),
    paddingTop: theme.space(6),
    borderTop: `1px solid ${theme.veil(0.15)}`,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space(4),
    justifyContent: 'space-between',
    alignItems: 'center',
  })),
};

/** The block on every page: brand, social links, link columns, contact details, legal links and copyright. */
export function Footer() {
  const theme = useTheme();
  const { site } = useSite();
  const { brand, contact, footer, ui } = site;
  const link = styles.link(theme);
  /** A list of links in the footer's muted colour, in a column or (`row`) in a row. */
  const linkList = (links: readonly NavLink[], row = false) => (
    <ul css={row ? styles.legalList(theme) : styles.list(theme)}>
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
    <footer css={styles.footer(theme)}>
      <Container>
        <div css={styles.columns(theme, footer.columns.length)}>
          <div>
            <p css={styles.brand(theme)}>{brand.name}</p>
            {brand.tagline && <p css={styles.tagline(theme)}>{brand.tagline}</p>}
            <ul css={styles.social(theme)}>
              {footer.social.map((entry) => (
                <li key={entry.network}>
                  <SmartLink
                    href={entry.href}
                    aria-label={fill(ui.footer.social, { brand: brand.name, network: ui.footer.networks[entry.network] })}
                    css={styles.socialLink(theme)}
                  >
                    <SocialIcon network={entry.network} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          {footer.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 css={styles.heading(theme)}>{column.title}</h2>
              {linkList(column.links)}
            </nav>
          ))}
          <div>
            <h2 css={styles.heading(theme)}>{footer.contactTitle}</h2>
            <ul css={styles.list(theme)}>
              {[
                { icon: <Icon name="mail" size={18} />, href: mailHref(contact.email), label: breakableEmail(contact.email) },
                { icon: <Icon name="phone" size={18} />, href: telHref(contact.phone), label: contact.phone },
              ].map((entry) => (
                <li key={entry.href} css={styles.iconRow(theme)}>
                  {entry.icon}
                  <SmartLink href={entry.href} css={link}>
                    {entry.label}
                  </SmartLink>
                </li>
              ))}
              <li css={styles.area(theme)}>
                <Icon name="map-pin" size={18} />
                {contact.serviceArea}
              </li>
            </ul>
          </div>
        </div>
        <div css={styles.bottom(theme)}>
          <p css={styles.muted(theme)}>{footer.copyright}</p>
          <nav aria-label={ui.footer.legalNav}>{linkList(footer.legal, true)}</nav>
        </div>
      </Container>
    </footer>
  );
}
