import { css, useTheme, type Theme } from '@emotion/react';
import { useSite } from '../content/site-context';
import type { ProductSpecsSection } from '../generated/content-types';
import { Band, Container } from '../ui/layout';
import { SectionHeading } from '../ui/SectionHeading';
import { surface } from '../ui/styles';
import { machineFacts } from './machine-facts';
import { themed } from '../theme/themed';

const cell = (theme: Theme) => ({
  padding: `${theme.space(3)} ${theme.space(4)}`,
  textAlign: 'start' as const,
  verticalAlign: 'top' as const,
  [theme.mq.sm]: { padding: `${theme.space(4)} ${theme.space(5)}` },
});

const styles = {
  container: css({ maxWidth: '56rem' }),
  frame: themed((theme) => ({ overflowX: 'auto', ...surface(theme) })),
  table: css({ width: '100%', borderCollapse: 'collapse', fontSize: '1rem' }),
  row: themed((theme) => ({
    '&:not(:last-child)': { borderBottom: `1px solid ${theme.colors.border}` },
    '&:nth-of-type(even)': { background: theme.colors.muted },
  })),
  label: themed((theme) => ({ ...cell(theme), width: '40%', fontWeight: 600, color: theme.colors.mutedForeground })),
  value: themed((theme) => ({ ...cell(theme), fontWeight: 600 })),
};

/** The full specifications table of a model: its own figures and the specifications all models share. */
export default function ProductSpecs({ id, machine: machineId, title, subtitle, tone }: ProductSpecsSection) {
  const theme = useTheme();
  const { machines } = useSite().data;
  const machine = machines.items[machineId]!;
  return (
    <Band id={id} tone={tone} data-print="">
      <Container css={styles.container}>
        <SectionHeading title={title} subtitle={subtitle} />
        <div css={styles.frame(theme)}>
          <table css={styles.table}>
            <caption className="visually-hidden">{`${title}: ${machine.fullName}`}</caption>
            <tbody>
              {machineFacts(machines.specTable, machine, machines.common).map((row) => (
                <tr key={row.label} css={styles.row(theme)}>
                  <th scope="row" css={styles.label(theme)}>
                    {row.label}
                  </th>
                  <td css={styles.value(theme)}>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Container>
    </Band>
  );
}
