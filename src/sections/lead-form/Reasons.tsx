import { css, useTheme } from '@emotion/react';
import type { LeadFormAside } from '../../generated/content-types';
import { IconBadge } from '../../ui/IconBadge';
import { IconPoint } from '../../ui/IconPoint';
import { plainList } from '../../ui/styles';
import { softText, type Tone } from '../../ui/tone';
import { themed, themedBy } from '../../theme/themed';

const styles = {
  aside: themed((theme) => ({ [theme.mq.lg]: { position: 'sticky', top: theme.space(24), paddingTop: theme.space(4) } })),
  title: css({ fontSize: '1.5rem', fontWeight: 800 }),
  text: themedBy((theme, tone: Tone) => ({ marginTop: theme.space(3), color: softText(theme, tone) })),
  list: themed((theme) => ({ ...plainList, margin: `${theme.space(6)} 0 0`, display: 'grid', gap: theme.space(4) })),
  reason: themed((theme) => ({
    padding: theme.space(5),
    borderRadius: theme.radii.xl,
    background: theme.colors.background,
    color: theme.colors.foreground,
    border: `1px solid ${theme.colors.border}`,
  })),
};

/** The column of short reasons beside the form, on the form's band (`tone`); each reason is a white card. */
export function Reasons({ title, text, items, headingId, tone }: LeadFormAside & { headingId: string; tone: Tone }) {
  const theme = useTheme();
  return (
    <aside aria-labelledby={headingId} css={styles.aside(theme)}>
      <h3 id={headingId} css={styles.title}>
        {title}
      </h3>
      {text && <p css={styles.text(theme, tone)}>{text}</p>}
      <ul css={styles.list(theme)}>
        {items.map((item) => (
          <IconPoint
            key={item.title}
            icon={<IconBadge name={item.icon} size={2.75} />}
            title={item.title}
            text={item.text}
            titleSize="1.0625rem"
            tone="light"
            css={styles.reason(theme)}
          />
        ))}
      </ul>
    </aside>
  );
}
