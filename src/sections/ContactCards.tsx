import { css, useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import type { ContactCard, ContactCardsSection, IconName } from '../generated/content-types';
import { mailHref, telHref } from '../ui/contact-links';
import { breakableEmail } from '../ui/BreakableEmail';
import { iconCardStyles, IconBadge } from '../ui/IconBadge';
import { Band, Container, Grid } from '../ui/layout';
import { SectionHeading } from '../ui/SectionHeading';
import { SmartLink } from '../ui/SmartLink';
import { plainList } from '../ui/styles';
import { themed, themedBy } from '../theme/themed';

type Contact = ReturnType<typeof useSite>['site']['contact'];

const icons: Record<ContactCard['show'], IconName> = { email: 'mail', phone: 'phone', 'service-area': 'globe', hours: 'clock' };

/** The value a card shows, from site.yaml, and its note (the hours card falls back to the hours note). */
function detail(card: ContactCard, contact: Contact) {
  switch (card.show) {
    case 'email':
      return { value: contact.email, href: mailHref(contact.email), note: card.note };
    case 'phone':
      return { value: contact.phone, href: telHref(contact.phone), note: card.note };
    case 'service-area':
      return { value: contact.serviceArea, href: undefined, note: card.note };
    case 'hours':
      return { value: contact.hours, href: undefined, note: card.note ?? contact.hoursNote };
  }
}

const styles = {
  band: themed((theme) => ({ [theme.mq.lg]: { paddingBlock: theme.space(16) } })),
  grid: themedBy((theme, few: boolean) => ({ ...plainList, margin: '0 auto', gap: theme.space(5), maxWidth: few ? '48rem' : undefined })),
  card: themed((theme) => ({
    ...iconCardStyles(theme, 2, 7),
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignContent: 'start',
    '& > * + *': { gridColumn: 2 },
  })),
  badge: themed((theme) => ({ gridRow: 'span 3', [theme.mq.sm]: { marginBottom: theme.space(2) } })),
  title: css({ fontSize: '1.125rem', fontWeight: 700 }),
  link: themed((theme) => ({ fontWeight: 600, color: theme.colors.primary, overflowWrap: 'anywhere', textUnderlineOffset: '0.2em' })),
  value: css({ fontWeight: 600 }),
  note: themed((theme) => ({ fontSize: '0.9375rem', color: theme.colors.mutedForeground })),
};

/** Cards with the company's e-mail, phone, service area and hours, read from site.yaml. */
export default function ContactCards({ id, eyebrow, title, hideTitle, subtitle, tone, cards }: ContactCardsSection) {
  const theme = useTheme();
  const { contact } = useSite().site;
  const headingId = `${id ?? 'contact-cards'}-title`;
  return (
    <Band id={id} tone={tone} aria-labelledby={headingId} css={hideTitle ? styles.band(theme) : undefined}>
      <Container>
        {hideTitle ? (
          <h2 id={headingId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        )}
        <Grid as="ul" columns={cards.length} css={styles.grid(theme, cards.length < 3)}>
          {cards.map((card) => {
            const { value, href, note } = detail(card, contact);
            return (
              <li key={card.show} css={styles.card(theme)}>
                <IconBadge name={icons[card.show]} size={3.25} round css={styles.badge(theme)} />
                <h3 css={styles.title}>{card.title}</h3>
                {href ? (
                  <SmartLink href={href} css={styles.link(theme)}>
                    {breakableEmail(value)}
                  </SmartLink>
                ) : (
                  <p css={styles.value}>{value}</p>
                )}
                {note && <p css={styles.note(theme)}>{note}</p>}
              </li>
            );
          })}
        </Grid>
      </Container>
    </Band>
  );
}
