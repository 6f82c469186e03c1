import { useTheme } from '@emotion/react';
import type { TechSpecsSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { IconBadge } from '../ui/IconBadge';
import { Band, SplitContainer } from '../ui/layout';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { MediaPanel } from '../ui/MediaPanel';
import { SectionHeading } from '../ui/SectionHeading';
import { figureLabelStyles, surface } from '../ui/styles';
import { themed } from '../theme/themed';

const styles = {
  grid: themed((theme) => ({ gap: theme.space(4) })),
  tile: themed((theme) => ({
    ...surface(theme),
    height: '100%',
    display: 'flex',
    gap: theme.space(4),
    alignItems: 'flex-start',
    padding: theme.space(5),
  })),
  label: themed(figureLabelStyles),
  value: themed((theme) => ({ marginTop: theme.space(1), fontSize: '1.25rem', fontWeight: 800, lineHeight: 1.25 })),
  actions: themed((theme) => ({ marginTop: theme.space(10) })),
};

/** Technical figures in tiles, with an optional machine picture and a button (an #id scrolls smoothly). */
export default function TechSpecs({ id, eyebrow, title, subtitle, items, media, action, tone }: TechSpecsSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      <SplitContainer columns={media ? '1.4fr 1fr' : undefined}>
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} align={media ? 'start' : 'center'} />
          <RevealGrid columns={media ? 2 : Math.min(4, items.length)} css={styles.grid(theme)}>
            {items.map((item) => (
              <RevealItem key={item.label}>
                <div css={styles.tile(theme)}>
                  {item.icon && <IconBadge name={item.icon} look="muted" size={2.75} />}
                  <div>
                    <h3 css={styles.label(theme)}>{item.label}</h3>
                    <p css={styles.value(theme)}>{item.value}</p>
                  </div>
                </div>
              </RevealItem>
            ))}
          </RevealGrid>
          <ActionButtons actions={action && [action]} align={media ? 'start' : 'center'} tone={tone} css={styles.actions(theme)} />
        </div>
        {media && (
          <MediaPanel
            image={media}
            background={`radial-gradient(circle at 50% 40%, ${theme.colors.background}, ${theme.colors.border})`}
            imageCss={{ height: '26rem', width: 'auto', objectFit: 'contain' }}
            wideOnly
          />
        )}
      </SplitContainer>
    </Band>
  );
}
