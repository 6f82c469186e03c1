import { useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import type { CtaSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, Container } from '../ui/layout';
import { plainList } from '../ui/styles';

/** A call-to-action band: heading, sentence, buttons and reassurance points. */
export default function Cta({ id, title, text, actions, points, tone }: CtaSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      {/* The words in a measure that reads well; the points below may use the page's width, so they stay on one line where they fit. */}
      <Container css={{ textAlign: 'center', '& > h2, & > p': { maxWidth: '48rem', marginInline: 'auto' } }}>
        <h2 css={{ fontSize: 'clamp(1.875rem, 4.5vw, 3rem)', fontWeight: 800 }}>{title}</h2>
        {text && <p css={{ marginTop: theme.space(4), fontSize: '1.25rem', opacity: 0.95 }}>{text}</p>}
        <ActionButtons actions={actions} align="center" tone={tone} css={{ marginTop: theme.space(8) }} />
        {points && points.length > 0 && (
          <ul
            css={{
              ...plainList,
              margin: `${theme.space(8)} 0 0`,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: `${theme.space(3)} ${theme.space(8)}`,
            }}
          >
            {points.map((point) => (
              <li key={point} css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), fontWeight: 600 }}>
                <Icon name="check" size={20} />
                {point}
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Band>
  );
}
