import { Global, useTheme } from '@emotion/react';
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
    <Band
      id={id}
      tone="light"
      data-print=""
      css={{
        background: `linear-gradient(180deg, ${theme.colors.muted}, ${theme.colors.background})`,
        paddingBlock: `${theme.space(8)} ${theme.space(16)}`,
        [theme.mq.lg]: { paddingBlock: `${theme.space(8)} ${theme.space(20)}` },
      }}
    >
      <Global styles={printSheetStyles(theme)} />
      <Container>
        <SmartLink
          href={backHref}
          data-print-hide=""
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space(2),
            fontWeight: 600,
            color: theme.colors.primary,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          <Icon name="arrow-left" size={18} />
          {backLabel ?? words.backLabel}
        </SmartLink>
        <div
          css={{
            display: 'grid',
            gap: theme.space(10),
            alignItems: 'center',
            marginTop: theme.space(8),
            [theme.mq.lg]: { gridTemplateColumns: '1.1fr 1fr', gap: theme.space(16) },
          }}
        >
          <div>
            <p
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: theme.space(3),
                marginBottom: theme.space(4),
                fontSize: '0.875rem',
                fontWeight: 700,
              }}
            >
              <span css={{ letterSpacing: '0.08em', textTransform: 'uppercase', color: theme.colors.accent }}>{machine.name}</span>
              <CapacityBadge text={machine.capacityText} css={{ padding: '0.25rem 0.75rem' }} />
            </p>
            <h1 css={{ fontSize: 'clamp(2.25rem, 6vw, 3.75rem)', fontWeight: 800 }}>{machine.fullName}</h1>
            <p css={{ marginTop: theme.space(4), fontSize: '1.25rem', fontWeight: 600, color: theme.colors.mutedForeground }}>
              {machine.subtitle}
            </p>
            <p css={{ marginTop: theme.space(5), fontSize: '1.0625rem', maxWidth: '38rem' }}>{machine.description}</p>
            <ActionButtons actions={actions} data-print-hide="" css={{ marginTop: theme.space(8) }}>
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
          <div
            css={{
              display: 'grid',
              placeItems: 'center',
              padding: theme.space(6),
              borderRadius: theme.radii.xl,
              background: `radial-gradient(circle at 50% 35%, ${theme.colors.background}, ${theme.colors.border})`,
              boxShadow: theme.shadows.md,
            }}
          >
            <Picture
              image={machine.image}
              sizes={pictureSizes.half}
              priority
              css={{
                width: '100%',
                maxWidth: `${machine.image.width}px`,
                height: 'auto',
                aspectRatio: `${machine.image.width} / ${machine.image.height}`,
                objectFit: 'contain',
                [theme.mq.md]: { width: 'auto', maxWidth: '100%', height: '500px' },
                '@media print': { height: '14rem' },
              }}
            />
          </div>
        </div>
      </Container>
    </Band>
  );
}
