import { useTheme } from '@emotion/react';
import type { LeadFormAside } from '../../generated/content-types';
import { IconBadge } from '../../ui/IconBadge';
import { IconPoint } from '../../ui/IconPoint';
import { plainList } from '../../ui/styles';
import { softText, type Tone } from '../../ui/tone';

/** The column of short reasons beside the form, on the form's band (`tone`); each reason is a white card. */
export function Reasons({ title, text, items, headingId, tone }: LeadFormAside & { headingId: string; tone: Tone }) {
  const theme = useTheme();
  return (
    <aside aria-labelledby={headingId} css={{ [theme.mq.lg]: { position: 'sticky', top: theme.space(24), paddingTop: theme.space(4) } }}>
      <h3 id={headingId} css={{ fontSize: '1.5rem', fontWeight: 800 }}>
        {title}
      </h3>
      {text && <p css={{ marginTop: theme.space(3), color: softText(theme, tone) }}>{text}</p>}
      <ul css={{ ...plainList, margin: `${theme.space(6)} 0 0`, display: 'grid', gap: theme.space(4) }}>
        {items.map((item) => (
          <IconPoint
            key={item.title}
            icon={<IconBadge name={item.icon} size={2.75} />}
            title={item.title}
            text={item.text}
            titleSize="1.0625rem"
            tone="light"
            css={{
              padding: theme.space(5),
              borderRadius: theme.radii.xl,
              background: theme.colors.background,
              color: theme.colors.foreground,
              border: `1px solid ${theme.colors.border}`,
            }}
          />
        ))}
      </ul>
    </aside>
  );
}
