import { css, useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import { fill } from '../content/words';
import type { HeroSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, SplitContainer } from '../ui/layout';
import { pictureSizes } from '../ui/picture-sizes';
import { PosterVideo } from '../ui/PosterVideo';
import { darkChip } from '../ui/styles';
import { themed, themedBy } from '../theme/themed';

const styles = {
  band: themed((theme) => ({
    overflow: 'hidden',
    background: `radial-gradient(ellipse at top right, color-mix(in srgb, ${theme.colors.primary} 40%, transparent), transparent 55%), linear-gradient(160deg, ${theme.colors.dark} 0%, ${theme.colors.darkAccent} 100%)`,
    paddingBlock: `${theme.space(16)} ${theme.space(20)}`,
    [theme.mq.lg]: { paddingBlock: `${theme.space(24)} ${theme.space(28)}` },
  })),
  words: themedBy((_theme, media: boolean) => ({
    maxWidth: media ? undefined : '48rem',
    marginInline: media ? undefined : 'auto',
    textAlign: media ? 'start' : 'center',
  })),
  eyebrow: themed((theme) => ({
    display: 'inline-block',
    fontSize: '0.875rem',
    fontWeight: 600,
    padding: '0.375rem 0.875rem',
    borderRadius: theme.radii.full,
    ...darkChip(theme),
    marginBottom: theme.space(5),
  })),
  title: css({ fontSize: 'clamp(2.5rem, 7vw, 4.5rem)', fontWeight: 800 }),
  highlight: themed((theme) => ({ color: theme.colors.highlight })),
  subtitle: themedBy((theme, media: boolean) => ({
    marginTop: theme.space(6),
    fontSize: '1.1875rem',
    color: theme.colors.darkSubtleForeground,
    maxWidth: '40rem',
    marginInline: media ? undefined : 'auto',
  })),
  actions: themed((theme) => ({ marginTop: theme.space(8) })),
  note: themed((theme) => ({
    marginTop: theme.space(6),
    padding: theme.space(4),
    borderRadius: theme.radii.lg,
    background: theme.veil(0.08),
    border: `1px solid ${theme.veil(0.2)}`,
    color: theme.colors.darkSubtleForeground,
  })),
  stats: themedBy((theme, count: number, media: boolean) => ({
    display: 'grid',
    gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
    gap: theme.space(4),
    marginTop: theme.space(10),
    maxWidth: '32rem',
    marginInline: media ? undefined : 'auto',
  })),
  stat: css({ display: 'flex', flexDirection: 'column-reverse' }),
  statLabel: themed((theme) => ({ fontSize: '0.875rem', color: theme.colors.darkMutedForeground })),
  statValue: css({ margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2.25rem)', fontWeight: 800 }),
};

/** The opening block: headline, pitch, buttons, stats, and a poster that turns into a playing video. */
export default function Hero({ id, eyebrow, title, highlight, subtitle, actions, note, media, stats }: HeroSection) {
  const theme = useTheme();
  const { ui } = useSite().site;
  const withMedia = Boolean(media);
  return (
    <Band id={id} tone="dark" css={styles.band(theme)}>
      <SplitContainer columns={media ? '1.05fr 1fr' : undefined}>
        <div css={styles.words(theme, withMedia)}>
          {eyebrow && <p css={styles.eyebrow(theme)}>{eyebrow}</p>}
          <h1 css={styles.title}>
            {title}
            {highlight && (
              <>
                {' '}
                <span css={styles.highlight(theme)}>{highlight}</span>
              </>
            )}
          </h1>
          {subtitle && <p css={styles.subtitle(theme, withMedia)}>{subtitle}</p>}
          <ActionButtons actions={actions} align={media ? 'start' : 'center'} css={styles.actions(theme)} />
          {note && (
            <p role="note" css={styles.note(theme)}>
              {note}
            </p>
          )}
          {stats && stats.length > 0 && (
            <dl css={styles.stats(theme, stats.length, withMedia)}>
              {stats.map((stat) => (
                <div key={stat.label} css={styles.stat}>
                  <dt css={styles.statLabel(theme)}>{stat.label}</dt>
                  <dd css={styles.statValue}>{stat.value}</dd>
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
