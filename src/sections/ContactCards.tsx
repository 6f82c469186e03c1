import { useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import type { ContactCard, ContactCardsSection, IconName } from '../generated/content-types';
import { mailHref, telHref } from '../ui/contact-links';
import { breakableEmail } from '../ui/BreakableEmail';
import { iconCardStyles, IconBadge } from '../ui/IconBadge';
import { Band, Container, Grid } from '../ui/layout';
import { SectionHeading } from '../ui/SectionHeading';
import { SmartLink } from '../ui/SmartLink';
import { plainList } from '../ui/styles';

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

/** Cards with the company's e-mail, phone, service area and hours, read from site.yaml. */
export default function ContactCards({ id, eyebrow, title, hideTitle, subtitle, tone, cards }: ContactCardsSection) {
  const theme = useTheme();
  const { contact } = useSite().site;
  const headingId = `${id ?? 'contact-cards'}-title`;
  return (
    <Band
      id={id}
      tone={tone}
      aria-labelledby={headingId}
      css={hideTitle ? { [theme.mq.lg]: { paddingBlock: theme.space(16) } } : undefined}
    >
      <Container>
        {hideTitle ? (
          <h2 id={headingId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        )}
        <Grid
          as="ul"
          columns={cards.length}
          css={{ ...plainList, margin: '0 auto', gap: theme.space(5), maxWidth: cards.length < 3 ? '48rem' : undefined }}
        >
          {cards.map((card) => {
            const { value, href, note } = detail(card, contact);
            return (
              <li
                key={card.show}
                css={{
                  ...iconCardStyles(theme, 2, 7),
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  alignContent: 'start',
                  '& > * + *': { gridColumn: 2 },
                }}
              >
                <IconBadge
                  name={icons[card.show]}
                  size={3.25}
                  round
                  css={{ gridRow: 'span 3', [theme.mq.sm]: { marginBottom: theme.space(2) } }}
                />
                <h3 css={{ fontSize: '1.125rem', fontWeight: 700 }}>{card.title}</h3>
                {href ? (
                  <SmartLink
                    href={href}
                    css={{ fontWeight: 600, color: theme.colors.primary, overflowWrap: 'anywhere', textUnderlineOffset: '0.2em' }}
                  >
                    {breakableEmail(value)}
                  </SmartLink>
                ) : (
                  <p css={{ fontWeight: 600 }}>{value}</p>
                )}
                {note && <p css={{ fontSize: '0.9375rem', color: theme.colors.mutedForeground }}>{note}</p>}
              </li>
            );
          })}
        </Grid>
      </Container>
    </Band>
  );
}
