import { css, useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { LineupSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { Picture } from '../ui/Picture';
import { pictureSizes } from '../ui/picture-sizes';
import { SectionFrame } from '../ui/SectionHeading';
import { surface } from '../ui/styles';
import { CapacityBadge } from './machine/CapacityBadge';
import { themed } from '../theme/themed';

// Both buttons share the card's width; each takes its own line where they do not fit side by side.
const grow = { flex: '1 1 auto' };

const styles = {
  card: themed((theme) => ({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    ...surface(theme),
    transition: `transform ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
    '&:hover': { transform: 'translateY(-4px)', boxShadow: theme.shadows.lg },
  })),
  stage: themed((theme) => ({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    // Room above the picture for the capacity badge, which would otherwise cover the machine's top.
    padding: `${theme.space(14)} ${theme.space(6)} ${theme.space(5)}`,
    background: `linear-gradient(160deg, ${theme.colors.muted}, ${theme.colors.border})`,
  })),
  picture: css({ height: '15rem', width: 'auto', objectFit: 'contain' }),
  capacity: themed((theme) => ({
    position: 'absolute',
    top: theme.space(4),
    left: theme.space(4),
    padding: '0.3125rem 0.75rem',
    fontSize: '0.8125rem',
    fontWeight: 700,
    boxShadow: theme.shadows.sm,
  })),
  body: themed((theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3), flex: 1, padding: theme.space(6) })),
  name: css({ fontSize: '1.375rem', fontWeight: 800 }),
  subtitle: themed((theme) => ({ fontSize: '0.9375rem', fontWeight: 600, color: theme.colors.accent })),
  description: themed((theme) => ({ color: theme.colors.mutedForeground, fontSize: '0.9375rem' })),
  actions: themed((theme) => ({ alignItems: 'center', gap: theme.space(3), marginTop: 'auto', paddingTop: theme.space(3) })),
  grow: css(grow),
};

/** The machine models as cards: picture, capacity badge, name, description, pricing and details links (to machines.yaml detailPath). */
export default function Lineup({
  id,
  eyebrow,
  title,
  subtitle,
  machines,
  columns,
  tone,
  pricingLabel,
  pricingHref,
  detailsLabel,
}: LineupSection) {
  const theme = useTheme();
  const { data, site } = useSite();
  const words = site.ui.machine;
  const ids = machines ?? Object.keys(data.machines.items);
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <RevealGrid columns={columns}>
        {ids.map((machineId) => {
          const machine = data.machines.items[machineId]!;
          const href = fill(data.machines.detailPath, { id: machineId });
          return (
            <RevealItem key={machineId}>
              <article css={styles.card(theme)}>
                <div css={styles.stage(theme)}>
                  <Picture image={machine.image} sizes={pictureSizes.card(columns)} css={styles.picture} />
                  <CapacityBadge as="p" text={machine.capacityText} css={styles.capacity(theme)} />
                </div>
                <div css={styles.body(theme)}>
                  <h3 css={styles.name}>{machine.fullName}</h3>
                  <p css={styles.subtitle(theme)}>{machine.subtitle}</p>
                  <p css={styles.description(theme)}>{machine.description}</p>
                  <ActionButtons
                    actions={[{ label: pricingLabel ?? words.pricingLabel, href: pricingHref, variant: 'hero', size: 'default' }]}
                    buttonCss={() => grow}
                    css={styles.actions(theme)}
                  >
                    <ButtonLink href={href} variant="outline" css={styles.grow}>
                      {detailsLabel ?? words.detailsLabel}{' '}
                      <span className="visually-hidden">{fill(words.detailsFor, { model: machine.fullName })}</span>
                      <Icon name="arrow-right" size={16} />
                    </ButtonLink>
                  </ActionButtons>
                </div>
              </article>
            </RevealItem>
          );
        })}
      </RevealGrid>
    </SectionFrame>
  );
}
