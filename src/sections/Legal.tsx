import { css, useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import type { LegalBlock, LegalSection } from '../generated/content-types';
import { mailHref, telHref } from '../ui/contact-links';
import { Band, Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { eyebrowStyles, plainList, smallCaps } from '../ui/styles';
import { longDate } from '../content/words';
import { uniqueSlugs } from './legal-text';
import { themed } from '../theme/themed';

const styles = {
  band: themed((theme) => ({
    paddingBlock: `${theme.space(12)} ${theme.space(20)}`,
    [theme.mq.lg]: { paddingBlock: `${theme.space(16)} ${theme.space(24)}` },
  })),
  header: themed((theme) => ({
    paddingBottom: theme.space(8),
    marginBottom: theme.space(10),
    borderBottom: `1px solid ${theme.colors.border}`,
  })),
  eyebrow: themed((theme) => eyebrowStyles(theme.colors.primary, theme.space(3))),
  title: css({ fontSize: 'clamp(2.25rem, 6vw, 3.5rem)', fontWeight: 800 }),
  effective: themed((theme) => ({ marginTop: theme.space(4), color: theme.colors.mutedForeground })),
  date: themed((theme) => ({ fontWeight: 600, color: theme.colors.foreground })),
  columns: themed((theme) => ({
    display: 'grid',
    gap: theme.space(12),
    [theme.mq.lg]: { gridTemplateColumns: '15rem minmax(0, 48rem)', justifyContent: 'space-between' },
  })),
  menu: themed((theme) => ({
    display: 'none',
    [theme.mq.lg]: { display: 'block', position: 'sticky', top: theme.space(24), alignSelf: 'start' },
  })),
  menuTitle: themed((theme) => ({
    ...smallCaps('0.8125rem', '0.08em'),
    color: theme.colors.mutedForeground,
    marginBottom: theme.space(3),
  })),
  menuList: themed((theme) => ({ ...plainList, display: 'grid', gap: theme.space(1), borderLeft: `2px solid ${theme.colors.border}` })),
  menuLink: themed((theme) => ({
    display: 'block',
    padding: `${theme.space(1)} ${theme.space(4)}`,
    marginLeft: '-2px',
    borderLeft: '2px solid transparent',
    fontSize: '0.9375rem',
    color: theme.colors.mutedForeground,
    textDecoration: 'none',
    '&:hover': { color: theme.colors.primary, borderLeftColor: theme.colors.primary },
  })),
  text: themed((theme) => ({ display: 'grid', gap: theme.space(10), fontSize: '1.0625rem', lineHeight: 1.7 })),
  part: themed((theme) => ({ display: 'grid', gap: theme.space(4) })),
  partHeading: css({ fontSize: '1.5rem', fontWeight: 800 }),
  number: themed((theme) => ({ color: theme.colors.primary })),
  contact: themed((theme) => ({
    padding: theme.space(8),
    borderRadius: theme.radii.xl,
    background: theme.colors.muted,
    border: `1px solid ${theme.colors.border}`,
  })),
  contactText: themed((theme) => ({ marginTop: theme.space(3) })),
  address: themed((theme) => ({ marginTop: theme.space(5), fontStyle: 'normal', display: 'grid', gap: theme.space(1) })),
  brand: css({ fontWeight: 700 }),
  link: themed((theme) => ({ color: theme.colors.primary, fontWeight: 600, textUnderlineOffset: '0.2em' })),
  list: themed((theme) => ({
    margin: 0,
    paddingLeft: theme.space(6),
    display: 'grid',
    gap: theme.space(2),
    '& li::marker': { color: theme.colors.primary },
  })),
};

/**
 * A legal document from plain data: the title as the page heading, the effective date written out
 * for the site's locale, numbered sections of paragraphs and bullet lists, a menu of its parts on
 * wide screens, and the company's postal address, phone and e-mail from site.yaml (fixed words:
 * site.yaml ui.legal). Nothing is read as HTML.
 */
export default function Legal({ id, title, effectiveDate, intro, sections, contact }: LegalSection) {
  const theme = useTheme();
  const { brand, contact: details, locale, ui } = useSite().site;
  const words = ui.legal;
  const [contactAnchor, ...anchors] = uniqueSlugs([contact.heading, ...sections.map((part) => part.heading)]);
  const titleId = `${id ?? 'legal'}-title`;
  const { street, city, region, postalCode, country } = details.address;

  return (
    <Band id={id} tone="light" aria-labelledby={titleId} css={styles.band(theme)}>
      <Container>
        <header css={styles.header(theme)}>
          <p css={styles.eyebrow(theme)}>{words.eyebrow}</p>
          <h1 id={titleId} css={styles.title}>
            {title}
          </h1>
          <p css={styles.effective(theme)}>
            {words.effectiveDate}{' '}
            <time dateTime={effectiveDate} css={styles.date(theme)}>
              {longDate(effectiveDate, locale)}
            </time>
          </p>
        </header>
        <div css={styles.columns(theme)}>
          <nav aria-label={words.contents} css={styles.menu(theme)}>
            <p css={styles.menuTitle(theme)}>{words.contents}</p>
            <ol css={styles.menuList(theme)}>
              {[
                ...sections.map((part, index) => ({ href: `#${anchors[index]}`, label: `${index + 1}. ${part.heading}` })),
                { href: `#${contactAnchor}`, label: contact.heading },
              ].map((entry) => (
                <li key={entry.href}>
                  <SmartLink href={entry.href} css={styles.menuLink(theme)}>
                    {entry.label}
                  </SmartLink>
                </li>
              ))}
            </ol>
          </nav>
          <div css={styles.text(theme)}>
            {intro && intro.length > 0 && (
              <div css={styles.part(theme)}>
                {intro.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            )}
            {sections.map((part, index) => (
              <section key={anchors[index]} id={anchors[index]} aria-labelledby={`${anchors[index]}-heading`} css={styles.part(theme)}>
                <h2 id={`${anchors[index]}-heading`} css={styles.partHeading}>
                  <span css={styles.number(theme)}>{index + 1}.</span> {part.heading}
                </h2>
                {part.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </section>
            ))}
            <section id={contactAnchor} aria-labelledby={`${contactAnchor}-heading`} css={styles.contact(theme)}>
              <h2 id={`${contactAnchor}-heading`} css={styles.partHeading}>
                {contact.heading}
              </h2>
              <p css={styles.contactText(theme)}>{contact.text}</p>
              <address css={styles.address(theme)}>
                <span css={styles.brand}>{brand.name}</span>
                <span>{street}</span>
                <span>
                  {city}, {region} {postalCode}
                </span>
                <span>{country}</span>
                <span css={styles.contactText(theme)}>
                  {words.phone}{' '}
                  <SmartLink href={telHref(details.phone)} css={styles.link(theme)}>
                    {details.phone}
                  </SmartLink>
                </span>
                <span>
                  {words.email}{' '}
                  <SmartLink href={mailHref(details.email)} css={styles.link(theme)}>
                    {details.email}
                  </SmartLink>
                </span>
              </address>
            </section>
          </div>
        </div>
      </Container>
    </Band>
  );
}

/** One paragraph or one bullet list of a legal section. */
function Block({ block }: { block: LegalBlock }) {
  const theme = useTheme();
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul css={styles.list(theme)}>
      {block.list.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
