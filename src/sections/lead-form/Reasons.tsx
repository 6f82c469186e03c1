import { useTheme } from '@emotion/react';
import type { LeadFormAside } from '../../generated/content-types';
import { IconBadge } from '../../ui/IconBadge';

/** The column of short reasons beside the form. */
export function Reasons({ title, text, items, headingId }: LeadFormAside & { headingId: string }) {
  const theme = useTheme();
  return (
    <aside aria-labelledby={headingId} css={{ [theme.mq.lg]: { position: 'sticky', top: theme.space(24), paddingTop: theme.space(4) } }}>
      <h3 id={headingId} css={{ fontSize: '1.5rem', fontWeight: 800 }}>
        {title}
      </h3>
      {text && <p css={{ marginTop: theme.space(3), color: theme.colors.mutedForeground }}>{text}</p>}
      <ul css={{ listStyle: 'none', margin: `${theme.space(6)} 0 0`, padding: 0, display: 'grid', gap: theme.space(4) }}>
        {items.map((item) => (
          <li
            key={item.title}
            css={{
              display: 'flex',
              gap: theme.space(4),
              padding: theme.space(5),
              borderRadius: theme.radii.xl,
              background: theme.colors.background,
              border: `1px solid ${theme.colors.border}`,
            }}
          >
            <IconBadge name={item.icon} size={2.75} />
            <div>
              <p css={{ fontWeight: 700, fontSize: '1.0625rem' }}>{item.title}</p>
              <p css={{ marginTop: theme.space(1), color: theme.colors.mutedForeground }}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
