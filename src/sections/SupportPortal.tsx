import { css, useTheme } from '@emotion/react';
import type { SupportPortalSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Icon } from '../ui/Icon';
import { IconBadge } from '../ui/IconBadge';
import { Band, Container, Grid } from '../ui/layout';
import { darkCard, eyebrowStyles, plainList } from '../ui/styles';
import { themed } from '../theme/themed';

const styles = {
  panel: themed((theme) => ({
    position: 'relative',
    overflow: 'hidden',
    borderRadius: theme.radii.xl,
    boxShadow: theme.shadows.lg,
    padding: `${theme.space(10)} ${theme.space(6)}`,
    color: theme.colors.darkForeground,
    background: `radial-gradient(ellipse at top left, color-mix(in srgb, ${theme.colors.primary} 45%, transparent), transparent 60%), ${theme.colors.dark}`,
    [theme.mq.md]: { padding: theme.space(14) },
  })),
  words: css({ maxWidth: '44rem' }),
  eyebrow: themed((theme) => eyebrowStyles(theme.colors.darkMutedForeground, theme.space(3))),
  title: themed((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space(3),
    fontSize: 'clamp(1.75rem, 4vw, 2.75rem)',
    fontWeight: 800,
  })),
  badge: themed((theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1),
    padding: '0.25rem 0.75rem',
    borderRadius: theme.radii.full,
    fontSize: '0.875rem',
    fontWeight: 700,
    letterSpacing: '0.02em',
    color: theme.colors.dark,
    background: theme.colors.star,
  })),
  text: themed((theme) => ({ marginTop: theme.space(4), fontSize: '1.125rem', color: theme.colors.darkSubtleForeground })),
  grid: themed((theme) => ({ ...plainList, margin: `${theme.space(10)} 0 0`, gap: theme.space(4) })),
  feature: themed((theme) => ({ ...darkCard(theme), padding: theme.space(6), borderRadius: theme.radii.lg })),
  featureBadge: themed((theme) => ({ marginBottom: theme.space(4) })),
  featureTitle: css({ fontSize: '1.125rem', fontWeight: 700 }),
  featureText: themed((theme) => ({ marginTop: theme.space(2), color: theme.colors.darkMutedForeground, fontSize: '0.9375rem' })),
  actions: themed((theme) => ({ marginTop: theme.space(10) })),
};

/** A preview of the online support portal: a status badge such as Coming Soon and the features it will bring. */
export default function SupportPortal({ id, eyebrow, title, badge, text, features, actions, tone }: SupportPortalSection) {
  const theme = useTheme();
  const headingId = `${id ?? 'support-portal'}-title`;
  return (
    <Band id={id} tone={tone} aria-labelledby={headingId}>
      <Container>
        <div css={styles.panel(theme)}>
          <div css={styles.words}>
            {eyebrow && <p css={styles.eyebrow(theme)}>{eyebrow}</p>}
            <h2 id={headingId} css={styles.title(theme)}>
              {title}
              <span css={styles.badge(theme)}>
                <Icon name="clock" size={14} />
                {badge}
              </span>
            </h2>
            {text && <p css={styles.text(theme)}>{text}</p>}
          </div>
          <Grid as="ul" columns={Math.min(features.length, 4)} css={styles.grid(theme)}>
            {features.map((feature) => (
              <li key={feature.title} css={styles.feature(theme)}>
                <IconBadge name={feature.icon} look="veil" size={2.75} css={styles.featureBadge(theme)} />
                <h3 css={styles.featureTitle}>{feature.title}</h3>
                <p css={styles.featureText(theme)}>{feature.text}</p>
              </li>
            ))}
          </Grid>
          <ActionButtons actions={actions} css={styles.actions(theme)} />
        </div>
      </Container>
    </Band>
  );
}
