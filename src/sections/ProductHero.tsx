import { css, Global, useTheme } from '@emotion/react';
import { useId, type MouseEvent } from 'react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { ProductHeroSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Picture } from '../ui/Picture';
import { pictureSizes } from '../ui/picture-sizes';
import { Band, Container } from '../ui/layout';
import { SmartLink } from '../ui/SmartLink';
import { CapacityBadge } from './machine/CapacityBadge';
import { printSheetStyles } from './print-sheet';
import { themed, themedBy } from '../theme/themed';

const styles = {
  band: themed((theme) => ({
    background: `linear-gradient(180deg, ${theme.colors.muted}, ${theme.colors.background})`,
    paddingBlock: `${theme.space(8)} ${theme.space(16)}`,
    [theme.mq.lg]: { paddingBlock: `${theme.space(8)} ${theme.space(20)}` },
  })),
  print: themed(printSheetStyles),
  back: themed((theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    fontWeight: 600,
    color: theme.colors.primary,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  })),
  columns: themed((theme) => ({
    display: 'grid',
    gap: theme.space(10),
    alignItems: 'center',
    marginTop: theme.space(8),
    [theme.mq.lg]: { gridTemplateColumns: '1.1fr 1fr', gap: theme.space(16) },
  })),
  kicker: themed((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space(3),
    marginBottom: theme.space(4),
    fontSize: '0.875rem',
    fontWeight: 700,
  })),
  name: themed((theme) => ({ letterSpacing: '0.08em', textTransform: 'uppercase', color: theme.colors.accent })),
  capacity: css({ padding: '0.25rem 0.75rem' }),
  title: css({ fontSize: 'clamp(2.25rem, 6vw, 3.75rem)', fontWeight: 800 }),
  subtitle: themed((theme) => ({ marginTop: theme.space(4), fontSize: '1.25rem', fontWeight: 600, color: theme.colors.mutedForeground })),
  description: themed((theme) => ({ marginTop: theme.space(5), fontSize: '1.0625rem', maxWidth: '38rem' })),
  actions: themed((theme) => ({ marginTop: theme.space(8) })),
  stage: themed((theme) => ({
    display: 'grid',
    placeItems: 'center',
    padding: theme.space(6),
    borderRadius: theme.radii.xl,
    background: `radial-gradient(circle at 50% 35%, ${theme.colors.background}, ${theme.colors.border})`,
    boxShadow: theme.shadows.md,
  })),
  picture: themedBy((theme, width: number, height: number) => ({
    width: '100%',
    maxWidth: `${width}px`,
    height: 'auto',
    aspectRatio: `${width} / ${height}`,
    objectFit: 'contain',
    [theme.mq.md]: { width: 'auto', maxWidth: '100%', height: '500px' },
    '@media print': { height: '14rem' },
  })),
};

/** The top of a model's page, from the machine data: back link, name, texts, picture, buttons and Download Specs. */
export default function ProductHero({ id, machine: machineId, backLabel, backHref, actions, download }: ProductHeroSection) {
  const theme = useTheme();
  const { site, data } = useSite();
  const machine = data.machines.items[machineId]!;
  const words = site.ui.machine;
  const hintId = useId();
  const print = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof window.print !== 'function') return;
    event.preventDefault();
    window.print();
  };
  return (
    <Band id={id} tone="light" data-print="" css={styles.band(theme)}>
      <Global styles={styles.print(theme)} />
      <Container>
        <SmartLink href={backHref} data-print-hide="" css={styles.back(theme)}>
          <Icon name="arrow-left" size={18} />
          {backLabel ?? words.backLabel}
        </SmartLink>
        <div css={styles.columns(theme)}>
          <div>
            <p css={styles.kicker(theme)}>
              <span css={styles.name(theme)}>{machine.name}</span>
              <CapacityBadge text={machine.capacityText} css={styles.capacity} />
            </p>
            <h1 css={styles.title}>{machine.fullName}</h1>
            <p css={styles.subtitle(theme)}>{machine.subtitle}</p>
            <p css={styles.description(theme)}>{machine.description}</p>
            <ActionButtons actions={actions} data-print-hide="" css={styles.actions(theme)}>
              {download && (
                <>
                  <ButtonLink href={download.href} onClick={print} variant="outline" size="lg" aria-describedby={hintId}>
                    <Icon name="download" size={18} />
                    {download.label}
                  </ButtonLink>
                  <span id={hintId} className="visually-hidden">
                    {fill(words.printHint, { model: machine.fullName })}
                  </span>
                </>
              )}
            </ActionButtons>
          </div>
          <div css={styles.stage(theme)}>
            <Picture
              image={machine.image}
              sizes={pictureSizes.half}
              priority
              css={styles.picture(theme, machine.image.width, machine.image.height)}
            />
          </div>
        </div>
      </Container>
    </Band>
  );
}
