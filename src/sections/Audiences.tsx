import { css, useTheme, type CSSObject, type Theme } from '@emotion/react';
import type { AudiencesSection } from '../generated/content-types';
import { Icon } from '../ui/Icon';
import { iconCardStyles, IconBadge } from '../ui/IconBadge';
import { SectionFrame } from '../ui/SectionHeading';
import { darkChip, plainList } from '../ui/styles';
import { onDark, type Tone } from '../ui/tone';
import { themed, themedBy } from '../theme/themed';

// On phones the words sit beside the icon, the label just above the middle and the text below it;
// from small screens up the card is a centred column (iconCardStyles), where they centre too.
const besideIcon = (theme: Theme, alignSelf: 'end' | 'start'): CSSObject => ({ alignSelf, [theme.mq.sm]: { alignSelf: 'auto' } });

const styles = {
  list: themed((theme) => ({
    ...plainList,
    display: 'grid',
    gap: theme.space(5),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12.5rem), 1fr))',
  })),
  card: themed((theme) => ({
    ...iconCardStyles(theme, 3, 8),
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
    '&:hover': { borderColor: theme.colors.primary, boxShadow: theme.shadows.md },
  })),
  badge: css({ gridRow: 'span 2' }),
  label: themed((theme) => ({ fontSize: '1.125rem', fontWeight: 700, ...besideIcon(theme, 'end') })),
  text: themed((theme) => ({ color: theme.colors.mutedForeground, fontSize: '0.9375rem', ...besideIcon(theme, 'start') })),
  note: themedBy((theme, tone: Tone) => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(2),
    width: 'fit-content',
    maxWidth: '100%',
    marginTop: theme.space(10),
    marginInline: 'auto',
    padding: `${theme.space(3)} ${theme.space(5)}`,
    borderRadius: theme.radii.xl,
    [theme.mq.md]: { borderRadius: theme.radii.full },
    fontWeight: 600,
    textAlign: 'center',
    ...(onDark(tone)
      ? { color: theme.colors.darkForeground, ...darkChip(theme) }
      : {
          color: theme.colors.primary,
          background: `color-mix(in srgb, ${theme.colors.primary} 8%, ${theme.colors.background})`,
        }),
  })),
  noteIcon: css({ flexShrink: 0 }),
};

/** "Who we serve": the kinds of places a service suits, as a row of icon cards. */
export default function Audiences({ id, eyebrow, title, subtitle, note, tone, items }: AudiencesSection) {
  const theme = useTheme();
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <ul css={styles.list(theme)}>
        {items.map((item) => (
          <li key={item.label} css={styles.card(theme)}>
            <IconBadge name={item.icon} look="soft" size={3.5} round css={styles.badge} />
            <h3 css={styles.label(theme)}>{item.label}</h3>
            <p css={styles.text(theme)}>{item.text}</p>
          </li>
        ))}
      </ul>
      {note && (
        <p css={styles.note(theme, tone)}>
          <Icon name="users" size={20} css={styles.noteIcon} />
          {note}
        </p>
      )}
    </SectionFrame>
  );
}
