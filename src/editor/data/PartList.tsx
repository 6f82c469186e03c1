import type { Issue } from '../api/types';
import { countBySeverity, startsWith } from '../form/paths';
import { focusRing, tokens } from '../ui/tokens';

export interface PartListProps {
  label: string;
  parts: { key: string; label: string }[];
  issues: readonly Issue[];
  selected: string | undefined;
  onSelect: (key: string) => void;
}

/** The parts of a file (Brand, Contact, Header…), each with its count of issues; the chosen one is the form's. */
export function PartList({ label, parts, issues, selected, onSelect }: PartListProps) {
  return (
    <nav aria-label={label} css={{ padding: tokens.space.md }}>
      <h2 css={{ fontSize: tokens.font.size.md, margin: `0 0 ${tokens.space.sm}` }}>Parts</h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space.xs }}>
        {parts.map((part) => {
          const { errors, warnings } = countBySeverity(issues.filter((issue) => startsWith(issue.path, [part.key])));
          const counts = [
            errors ? `${errors} error${errors === 1 ? '' : 's'}` : '',
            warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : '',
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={part.key}>
              <button
                type="button"
                aria-current={part.key === selected ? 'true' : undefined}
                onClick={() => onSelect(part.key)}
                css={{
                  width: '100%',
                  textAlign: 'left',
                  font: 'inherit',
                  padding: `${tokens.space.xs} ${tokens.space.sm}`,
                  border: `1px solid ${part.key === selected ? tokens.color.accent : 'transparent'}`,
                  borderRadius: tokens.radius.sm,
                  background: part.key === selected ? tokens.color.accentSoft : 'transparent',
                  cursor: 'pointer',
                  ...focusRing,
                }}
              >
                {part.label}
                {counts && (
                  <span
                    css={{ display: 'block', fontSize: tokens.font.size.sm, color: errors ? tokens.color.danger : tokens.color.warning }}
                  >
                    {counts}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
