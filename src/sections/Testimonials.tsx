import { css, useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { TestimonialsSection } from '../generated/content-types';
import { Card, Grid } from '../ui/layout';
import { SectionFrame } from '../ui/SectionHeading';
import { Stars } from '../ui/Stars';
import { plainList } from '../ui/styles';
import { themed } from '../theme/themed';

const styles = {
  list: css(plainList),
  card: themed((theme) => ({ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(4) })),
  quote: css({ margin: 0, fontSize: '1.0625rem' }),
  caption: css({ marginTop: 'auto' }),
  author: css({ display: 'block', fontWeight: 700 }),
  role: themed((theme) => ({ color: theme.colors.mutedForeground, fontSize: '0.9375rem' })),
};

/** Customer quotes with five stars, from the shared testimonials data and/or written inline. */
export default function Testimonials({ id, eyebrow, title, subtitle, ids, items, tone }: TestimonialsSection) {
  const theme = useTheme();
  const { data, site } = useSite();
  const quotes = [...(ids ?? []).map((key) => data.testimonials.items[key]!), ...(items ?? [])];
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <Grid columns={Math.min(3, quotes.length)} as="ul" css={styles.list}>
        {quotes.map((quote) => (
          <li key={quote.author}>
            <Card as="figure" css={styles.card(theme)}>
              <Stars rating={quote.rating} label={fill(site.ui.rating, { rating: quote.rating })} />
              <blockquote css={styles.quote}>
                <p>“{quote.quote}”</p>
              </blockquote>
              <figcaption css={styles.caption}>
                <span css={styles.author}>{quote.author}</span>
                <span css={styles.role(theme)}>{quote.role}</span>
              </figcaption>
            </Card>
          </li>
        ))}
      </Grid>
    </SectionFrame>
  );
}
