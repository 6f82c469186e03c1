import { useTheme } from '@emotion/react';
import type { SupportPartnerSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { IconBadge } from '../ui/IconBadge';
import { Band, SplitContainer } from '../ui/layout';
import { RevealGrid, RevealItem } from '../ui/Reveal';
import { SectionHeading } from '../ui/SectionHeading';
import { darkCard, surface } from '../ui/styles';
import { onDark, softText } from '../ui/tone';

/** The company as a support partner: pitch and buttons beside the kinds of support it gives. */
export default function SupportPartner({ id, eyebrow, title, text, actions, items, tone }: SupportPartnerSection) {
  const theme = useTheme();
  const dark = onDark(tone);
  return (
    <Band id={id} tone={tone} css={{ overflow: 'hidden' }}>
      {/* A glow of the brand colours behind the words, on the dark tones. */}
      {dark && (
        <div
          aria-hidden="true"
          css={{
            position: 'absolute',
            inset: 0,
            background: `radial-gradient(ellipse at 0% 100%, color-mix(in srgb, ${theme.colors.accent} 33%, transparent), transparent 55%), radial-gradient(ellipse at 100% 0%, color-mix(in srgb, ${theme.colors.primary} 33%, transparent), transparent 50%)`,
          }}
        />
      )}
      <SplitContainer columns="1fr 1.2fr" css={{ position: 'relative' }}>
        <div>
          <SectionHeading eyebrow={eyebrow} title={title} align="start" />
          {text && (
            <p css={{ marginTop: `-${theme.space(6)}`, fontSize: '1.125rem', color: softText(theme, tone), maxWidth: '34rem' }}>{text}</p>
          )}
          <ActionButtons actions={actions} tone={tone} css={{ marginTop: theme.space(8) }} />
        </div>
        <RevealGrid columns={2} css={{ gap: theme.space(4) }}>
          {items.map((item) => (
            <RevealItem key={item.title}>
              <div
                css={{
                  ...(dark ? { ...darkCard(theme), backdropFilter: 'blur(4px)' } : surface(theme)),
                  height: '100%',
                  padding: theme.space(6),
                }}
              >
                {item.icon && <IconBadge name={item.icon} size={2.75} round css={{ marginBottom: theme.space(4) }} />}
                <h3 css={{ fontSize: '1.125rem', fontWeight: 700 }}>{item.title}</h3>
                <p css={{ marginTop: theme.space(2), fontSize: '0.9375rem', color: softText(theme, tone) }}>{item.text}</p>
              </div>
            </RevealItem>
          ))}
        </RevealGrid>
      </SplitContainer>
    </Band>
  );
}
