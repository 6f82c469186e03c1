import type { Issue } from '../api/types';
import { Button } from '../ui/Button';
import { tokens } from '../ui/tokens';

/** The page's issues by line, each with its fix and a way to the line. */
export function IssueList({ issues, onGoTo }: { issues: readonly Issue[]; onGoTo: (line: number) => void }) {
  if (!issues.length) return <p css={{ margin: 0, color: tokens.color.success, fontWeight: 600 }}>No issues in this file.</p>;
  const sorted = [...issues].sort((a, b) => a.line - b.line || a.column - b.column);
  return (
    <ul
      aria-label="Issues in this file"
      css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '30%', overflow: 'auto', display: 'grid', gap: tokens.space.xs }}
    >
      {sorted.map((issue, index) => (
        <li
          key={index}
          css={{
            display: 'flex',
            gap: tokens.space.sm,
            alignItems: 'flex-start',
            fontSize: tokens.font.size.sm,
            color: issue.severity === 'error' ? tokens.color.danger : tokens.color.warning,
          }}
        >
          <Button size="sm" onClick={() => onGoTo(issue.line)} aria-label={`Go to line ${issue.line}`}>
            {`Line ${issue.line}`}
          </Button>
          <span>
            <strong>{issue.severity === 'error' ? 'Error: ' : 'Warning: '}</strong>
            {issue.message}
            {issue.hint && ` Fix: ${issue.hint}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
