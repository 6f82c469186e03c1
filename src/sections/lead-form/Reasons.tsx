import { useTheme } from '@emotion/react';
import type { LeadFormAside } from '../../generated/content-types';
import { IconBadge } from '../../ui/IconBadge';
import { IconPoint } from '../../ui/IconPoint';
import { plainList } from '../../ui/styles';

/** The column of short reasons beside the form. */
export function Reasons({ title, text, items, headingId }: LeadFormAside & { headingId: string }) {
  const theme = useTheme();
  return (
    <aside aria-labelledby={headingId} css={{ [theme.mq.lg]: { position: 'sticky', top: theme.space(24), paddingTop: theme.space(4) } }}>
      <h3 id={headingId} css={{ fontSize: '1.5rem', fontWeight: 800 }}>
        {title}
      </h3>
      {text && <p css={{ marginTop: theme.space(3), color: theme.colors.mutedForeground }}>{text}</p>}
      <ul css={{ ...plainList, margin: `${theme.space(6)} 0 0`, display: 'grid', gap: theme.space(4) }}>
        {items.map((item) => (
          <IconPoint
            key={item.title}
            icon={<IconBadge name={item.icon} size={2.75} />}
            title={item.title}
            text={item.text}
            titleSize="1.0625rem"
            css={{
              padding: theme.space(5),
              borderRadius: theme.radii.xl,
              background: theme.colors.background,
              border: `1px solid ${theme.colors.border}`,
            }}
          />
        ))}
      </ul>
    </aside>
  );
}
