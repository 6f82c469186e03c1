import { css, useTheme } from '@emotion/react';
import { Icon } from '../ui/Icon';
import type { CtaSection } from '../generated/content-types';
import { ActionButtons } from '../ui/ActionButtons';
import { Band, Container } from '../ui/layout';
import { plainList } from '../ui/styles';
import { themed } from '../theme/themed';

const styles = {
  container: css({ textAlign: 'center', '& > h2, & > p': { maxWidth: '48rem', marginInline: 'auto' } }),
  title: css({ fontSize: 'clamp(1.875rem, 4.5vw, 3rem)', fontWeight: 800 }),
  text: themed((theme) => ({ marginTop: theme.space(4), fontSize: '1.25rem', opacity: 0.95 })),
  actions: themed((theme) => ({ marginTop: theme.space(8) })),
  points: themed((theme) => ({
    ...plainList,
    margin: `${theme.space(8)} 0 0`,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: `${theme.space(3)} ${theme.space(8)}`,
  })),
  point: themed((theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), fontWeight: 600 })),
};

/** A call-to-action band: heading, sentence, buttons and reassurance points. */
export default function Cta({ id, title, text, actions, points, tone }: CtaSection) {
  const theme = useTheme();
  return (
    <Band id={id} tone={tone}>
      {/* The words in a measure that reads well; the points below may use the page's width, so they stay on one line where they fit. */}
      <Container css={styles.container}>
        <h2 css={styles.title}>{title}</h2>
        {text && <p css={styles.text(theme)}>{text}</p>}
        <ActionButtons actions={actions} align="center" tone={tone} css={styles.actions(theme)} />
        {points && points.length > 0 && (
          <ul css={styles.points(theme)}>
            {points.map((point) => (
              <li key={point} css={styles.point(theme)}>
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
