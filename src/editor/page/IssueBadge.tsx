import { tokens } from '../ui/tokens';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How many errors and warnings a part of the page has, in words (never colour alone). */
export function IssueBadge({ errors, warnings }: { errors: number; warnings: number }) {
  if (!errors && !warnings) return null;
  return (
    <span
      data-issue-badge=""
      css={{ display: 'block', fontSize: tokens.font.size.sm, fontWeight: 600, color: errors ? tokens.color.danger : tokens.color.warning }}
    >
      {[errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ')}
    </span>
  );
}
