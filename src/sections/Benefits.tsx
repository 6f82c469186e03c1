import { useTheme } from '@emotion/react';
import type { BenefitsSection } from '../generated/content-types';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Band, Card, Container, Grid } from '../ui/layout';
import { SectionHeading } from '../ui/SectionHeading';

/** A grid of icon cards: benefits, features, values or services. */
export default function Benefits({ id, eyebrow, title, subtitle, columns = 4, tone = 'light', items }: BenefitsSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      <Container>
        <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} />
        <Grid columns={columns} as="ul" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.title}>
              <Card css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), transition: `transform ${theme.motion.normal}, box-shadow ${theme.motion.normal}`, '&:hover': { transform: 'translateY(-4px)', boxShadow: theme.shadows.md } }}>
                {item.icon && (
                  <span css={{ display: 'grid', placeItems: 'center', width: '3rem', height: '3rem', borderRadius: theme.radii.lg, color: theme.colors.primaryForeground, background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.accent})` }}>
                    <Icon name={item.icon} />
                  </span>
                )}
                <h3 css={{ fontSize: '1.25rem', fontWeight: 700 }}>{item.title}</h3>
                <p css={{ color: theme.colors.mutedForeground }}>{item.text}</p>
                {item.link && (
                  <ButtonLink href={item.link.href} variant={item.link.variant ?? 'link'} size={item.link.size ?? 'sm'} css={{ marginTop: 'auto', alignSelf: 'flex-start' }}>
                    {item.link.label}
                    <span className="visually-hidden">: {item.title}</span>
                  </ButtonLink>
                )}
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
