import { css, useTheme } from '@emotion/react';
import type { BenefitsSection } from '../generated/content-types';
import { IconCardContent } from '../ui/IconCardContent';
import { Card, Grid } from '../ui/layout';
import { SectionFrame } from '../ui/SectionHeading';
import { plainList } from '../ui/styles';
import { themed } from '../theme/themed';

const styles = {
  list: css(plainList),
  card: themed((theme) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(3),
    transition: `transform ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
    '&:hover': { transform: 'translateY(-4px)', boxShadow: theme.shadows.md },
  })),
};

/** A grid of icon cards: benefits, features, values or services. */
export default function Benefits({ id, eyebrow, title, subtitle, columns, tone, items }: BenefitsSection) {
  const theme = useTheme();
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <Grid columns={columns} as="ul" css={styles.list}>
        {items.map((item) => (
          <li key={item.title}>
            <Card css={styles.card(theme)}>
              <IconCardContent item={item} />
            </Card>
          </li>
        ))}
      </Grid>
    </SectionFrame>
  );
}
