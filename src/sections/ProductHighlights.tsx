import { css, useTheme } from '@emotion/react';
import { useSite } from '../content/site-context';
import type { IconName, ProductHighlightsSection } from '../generated/content-types';
import { IconBadge } from '../ui/IconBadge';
import { IconPoint } from '../ui/IconPoint';
import { Band, Container } from '../ui/layout';
import { darkCard, figureLabelStyles, plainList } from '../ui/styles';
import { onDark, type Tone } from '../ui/tone';
import { machineFacts } from './machine-facts';
import { themed, themedBy } from '../theme/themed';

interface Reason {
  icon: IconName;
  title: string;
  text?: string;
}

const styles = {
  container: themed((theme) => ({
    display: 'grid',
    gap: theme.space(12),
    [theme.mq.lg]: { gridTemplateColumns: '1.2fr 1fr', gap: theme.space(16) },
  })),
  heading: themed((theme) => ({ fontSize: 'clamp(1.5rem, 3vw, 2rem)', fontWeight: 800, marginBottom: theme.space(6) })),
  facts: themed((theme) => ({
    display: 'grid',
    gap: theme.space(4),
    margin: 0,
    gridTemplateColumns: '1fr',
    [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  })),
  fact: themedBy((theme, tone: Tone) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space(1),
    padding: theme.space(5),
    borderRadius: theme.radii.lg,
    // Grey tiles, white on a grey band; dark words on either.
    background: tone === 'muted' ? theme.colors.background : theme.colors.muted,
    color: theme.colors.foreground,
    borderLeft: `4px solid ${theme.colors.primary}`,
  })),
  factLabel: themed(figureLabelStyles),
  factValue: css({ margin: 0, fontSize: '1.125rem', fontWeight: 700 }),
  reasons: themed((theme) => ({ ...plainList, display: 'grid', gap: theme.space(4) })),
  reason: themedBy((theme, tone: Tone) => ({
    alignItems: 'flex-start',
    padding: theme.space(5),
    ...(onDark(tone) ? darkCard(theme) : { border: `1px solid ${theme.colors.border}`, boxShadow: theme.shadows.sm }),
    borderRadius: theme.radii.lg,
  })),
};

/** A model's key figures from the machine data beside the reasons to choose it (its special feature first). */
export default function ProductHighlights({ id, machine: machineId, title, reasonsTitle, reasons, tone }: ProductHighlightsSection) {
  const theme = useTheme();
  const { machines } = useSite().data;
  const machine = machines.items[machineId]!;
  const feature = machine.specialFeature && { icon: 'award' as const, title: machine.specialFeature, text: machine.specialFeatureText };
  const all: Reason[] = [...(feature ? [feature] : []), ...reasons];
  return (
    <Band id={id} tone={tone} data-print="">
      <Container css={styles.container(theme)}>
        <div>
          <h2 css={styles.heading(theme)}>{title}</h2>
          <dl css={styles.facts(theme)}>
            {machineFacts(machines.keyFacts, machine, machines.common).map((fact) => (
              <div key={fact.label} css={styles.fact(theme, tone)}>
                <dt css={styles.factLabel(theme)}>{fact.label}</dt>
                <dd css={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 css={styles.heading(theme)}>{reasonsTitle}</h2>
          <ul css={styles.reasons(theme)}>
            {all.map((reason) => (
              <IconPoint
                key={reason.title}
                icon={<IconBadge name={reason.icon} size={2.5} round />}
                title={reason.title}
                text={reason.text}
                titleAs="h3"
                titleSize="1.0625rem"
                tone={tone}
                css={styles.reason(theme, tone)}
              />
            ))}
          </ul>
        </div>
      </Container>
    </Band>
  );
}
