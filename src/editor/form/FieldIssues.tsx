import type { Issue } from '../api/types';
import { tokens } from '../ui/tokens';

/** The issues the server reported at one place, each with its fix. */
export function FieldIssues({ id, issues }: { id?: string; issues: readonly Issue[] }) {
  if (!issues.length) return null;
  return (
    <ul
      id={id}
      data-field-issues=""
      css={{ listStyle: 'none', margin: `${tokens.space.xs} 0 0`, padding: 0, display: 'grid', gap: tokens.space.xs }}
    >
      {issues.map((issue, index) => {
        const error = issue.severity === 'error';
        return (
          <li
            key={`${issue.code}-${index}`}
            css={{
              fontSize: tokens.font.size.sm,
              color: error ? tokens.color.danger : tokens.color.warning,
              background: error ? tokens.color.dangerSoft : tokens.color.warningSoft,
              borderRadius: tokens.radius.sm,
              padding: `${tokens.space.xs} ${tokens.space.sm}`,
            }}
          >
            <strong>{error ? 'Error: ' : 'Warning: '}</strong>
            {issue.message}
            {issue.hint && <span css={{ display: 'block' }}>{`Fix: ${issue.hint}`}</span>}
          </li>
        );
      })}
    </ul>
  );
}
