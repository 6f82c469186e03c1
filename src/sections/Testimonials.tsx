import { useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { TestimonialsSection } from '../generated/content-types';
import { Card, Grid } from '../ui/layout';
import { SectionFrame } from '../ui/SectionHeading';
import { Stars } from '../ui/Stars';
import { plainList } from '../ui/styles';

/** Customer quotes with five stars, from the shared testimonials data and/or written inline. */
export default function Testimonials({ id, eyebrow, title, subtitle, ids, items, tone }: TestimonialsSection) {
  const theme = useTheme();
  const { data, site } = useSite();
  const quotes = [...(ids ?? []).map((key) => data.testimonials.items[key]!), ...(items ?? [])];
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <Grid columns={Math.min(3, quotes.length)} as="ul" css={plainList}>
        {quotes.map((quote) => (
          <li key={quote.author}>
            <Card as="figure" css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
              <Stars rating={quote.rating} label={fill(site.ui.rating, { rating: quote.rating })} />
              <blockquote css={{ margin: 0, fontSize: '1.0625rem' }}>
                <p>“{quote.quote}”</p>
              </blockquote>
              <figcaption css={{ marginTop: 'auto' }}>
                <span css={{ display: 'block', fontWeight: 700 }}>{quote.author}</span>
                <span css={{ color: theme.colors.mutedForeground, fontSize: '0.9375rem' }}>{quote.role}</span>
              </figcaption>
            </Card>
          </li>
        ))}
      </Grid>
    </SectionFrame>
  );
}
