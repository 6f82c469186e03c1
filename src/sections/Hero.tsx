import { useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { HeroSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, SplitContainer } from '../ui/layout';
import { pictureSizes } from '../ui/picture-sizes';
import { PosterVideo } from '../ui/PosterVideo';
import { darkChip } from '../ui/styles';

/** The opening block: headline, pitch, buttons, stats, and a poster that turns into a playing video. */
export default function Hero({ id, eyebrow, title, highlight, subtitle, actions, note, media, stats }: HeroSection) {
  const theme = useTheme();
  const { ui } = useSite().site;
  return (
    <Band
      id={id}
      tone="dark"
      css={{
        overflow: 'hidden',
        background: `radial-gradient(ellipse at top right, color-mix(in srgb, ${theme.colors.primary} 40%, transparent), transparent 55%), linear-gradient(160deg, ${theme.colors.dark} 0%, ${theme.colors.darkAccent} 100%)`,
        paddingBlock: `${theme.space(16)} ${theme.space(20)}`,
        [theme.mq.lg]: { paddingBlock: `${theme.space(24)} ${theme.space(28)}` },
      }}
    >
      <SplitContainer columns={media ? '1.05fr 1fr' : undefined}>
        <div
          css={{ maxWidth: media ? undefined : '48rem', marginInline: media ? undefined : 'auto', textAlign: media ? 'start' : 'center' }}
        >
          {eyebrow && (
            <p
              css={{
                display: 'inline-block',
                fontSize: '0.875rem',
                fontWeight: 600,
                padding: '0.375rem 0.875rem',
                borderRadius: theme.radii.full,
                ...darkChip(theme),
                marginBottom: theme.space(5),
              }}
            >
              {eyebrow}
            </p>
          )}
          <h1 css={{ fontSize: 'clamp(2.5rem, 7vw, 4.5rem)', fontWeight: 800 }}>
            {title}
            {highlight && (
              <>
                {' '}
                <span css={{ color: theme.colors.highlight }}>{highlight}</span>
              </>
            )}
          </h1>
          {subtitle && (
            <p
              css={{
                marginTop: theme.space(6),
                fontSize: '1.1875rem',
                color: theme.colors.darkSubtleForeground,
                maxWidth: '40rem',
                marginInline: media ? undefined : 'auto',
              }}
            >
              {subtitle}
            </p>
          )}
          <ActionButtons actions={actions} align={media ? 'start' : 'center'} css={{ marginTop: theme.space(8) }} />
          {note && (
            <p
              role="note"
              css={{
                marginTop: theme.space(6),
                padding: theme.space(4),
                borderRadius: theme.radii.lg,
                background: theme.veil(0.08),
                border: `1px solid ${theme.veil(0.2)}`,
                color: theme.colors.darkSubtleForeground,
              }}
            >
              {note}
            </p>
          )}
          {stats && stats.length > 0 && (
            <dl
              css={{
                display: 'grid',
                gridTemplateColumns: `repeat(${stats.length}, minmax(0, 1fr))`,
                gap: theme.space(4),
                marginTop: theme.space(10),
                maxWidth: '32rem',
                marginInline: media ? undefined : 'auto',
              }}
            >
              {stats.map((stat) => (
                <div key={stat.label} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
                  <dt css={{ fontSize: '0.875rem', color: theme.colors.darkMutedForeground }}>{stat.label}</dt>
                  <dd css={{ margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2.25rem)', fontWeight: 800 }}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {media && (
          <PosterVideo
            poster={media.poster}
            video={media.video}
            playLabel={media.playLabel ?? fill(ui.playVideo, { alt: media.poster.alt })}
            priority
            sizes={pictureSizes.half}
          />
        )}
      </SplitContainer>
    </Band>
  );
}
