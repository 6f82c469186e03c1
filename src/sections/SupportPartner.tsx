import { css, useTheme } from '@emotion/react';
import type { SupportPartnerSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { IconBadge } from '../ui/IconBadge';
import { Band, SplitContainer } from '../ui/layout';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { SectionHeading } from '../ui/SectionHeading';
import { darkCard, surface } from '../ui/styles';
import { onDark, softText, type Tone } from '../ui/tone';
import { themed, themedBy } from '../theme/themed';

const styles = {
  band: css({ overflow: 'hidden' }),
  glow: themed((theme) => ({
    position: 'absolute',
    inset: 0,
    background: `radial-gradient(ellipse at 0% 100%, color-mix(in srgb, ${theme.colors.accent} 33%, transparent), transparent 55%), radial-gradient(ellipse at 100% 0%, color-mix(in srgb, ${theme.colors.primary} 33%, transparent), transparent 50%)`,
  })),
  split: css({ position: 'relative' }),
  text: themedBy((theme, tone: Tone) => ({
    marginTop: `-${theme.space(6)}`,
    fontSize: '1.125rem',
    color: softText(theme, tone),
    maxWidth: '34rem',
  })),
  actions: themed((theme) => ({ marginTop: theme.space(8) })),
  grid: themed((theme) => ({ gap: theme.space(4) })),
  card: themedBy((theme, dark: boolean) => ({
    ...(dark ? { ...darkCard(theme), backdropFilter: 'blur(4px)' } : surface(theme)),
    height: '100%',
    padding: theme.space(6),
  })),
  badge: themed((theme) => ({ marginBottom: theme.space(4) })),
  title: css({ fontSize: '1.125rem', fontWeight: 700 }),
  itemText: themedBy((theme, tone: Tone) => ({ marginTop: theme.space(2), fontSize: '0.9375rem', color: softText(theme, tone) })),
};

/** The company as a support partner: pitch and buttons beside the kinds of support it gives. */
export default function SupportPartner({ id, eyebrow, title, text, actions, items, tone }: SupportPartnerSection) {
  const theme = useTheme();
  const dark = onDark(tone);
  return (
    <Band id={id} tone={tone} css={styles.band}>
      {/* A glow of the brand colours behind the words, on the dark tones. */}
      {dark && <div aria-hidden="true" css={styles.glow(theme)} />}
      <SplitContainer columns="1fr 1.2fr" css={styles.split}>
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} align="start" />
          {text && <p css={styles.text(theme, tone)}>{text}</p>}
          <ActionButtons actions={actions} tone={tone} css={styles.actions(theme)} />
        </div>
        <RevealGrid columns={2} css={styles.grid(theme)}>
          {items.map((item) => (
            <RevealItem key={item.title}>
              <div css={styles.card(theme, dark)}>
                {item.icon && <IconBadge name={item.icon} size={2.75} round css={styles.badge(theme)} />}
                <h3 css={styles.title}>{item.title}</h3>
                <p css={styles.itemText(theme, tone)}>{item.text}</p>
              </div>
            </RevealItem>
          ))}
        </RevealGrid>
      </SplitContainer>
    </Band>
  );
}
