import type { PageSummary } from '../api/types';
import { atBase } from '../base-url';
import { editorUrl } from '../editor-routes';
import { Button } from '../ui/Button';
import { tokens } from '../ui/tokens';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function Health({ page }: { page: PageSummary }) {
  if (!page.errors && !page.warnings) return <span css={{ color: tokens.color.success, fontWeight: 600 }}>Valid</span>;
  const parts = [page.errors ? plural(page.errors, 'error') : '', page.warnings ? plural(page.warnings, 'warning') : ''].filter(Boolean);
  return (
    <span
      css={{ color: page.errors ? tokens.color.danger : tokens.color.warning, fontWeight: 600 }}
    >{`${page.errors ? 'Invalid' : 'Valid'}: ${parts.join(', ')}`}</span>
  );
}

const cell = {
  padding: `${tokens.space.sm} ${tokens.space.md}`,
  borderBottom: `1px solid ${tokens.color.border}`,
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};

const COLUMNS = ['Address', 'Title', 'Sections', 'Status', 'Actions'];

export interface PageTableProps {
  pages: PageSummary[];
  add?: string;
  onDuplicate: (route: string) => void;
  onDelete: (route: string) => void;
}

/** The list of pages; each address opens the page in the editor; each page can be duplicated or deleted. */
export function PageTable({ pages, add, onDuplicate, onDelete }: PageTableProps) {
  return (
    <div
      css={{
        overflowX: 'auto',
        background: tokens.color.surface,
        border: `1px solid ${tokens.color.border}`,
        borderRadius: tokens.radius.md,
      }}
    >
      <table css={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption css={{ textAlign: 'left', padding: tokens.space.md, fontWeight: 600 }}>Every page of the site, by address</caption>
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" css={cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.route} data-route={page.route}>
              <td css={cell}>
                <a href={atBase(editorUrl(page.route, add))} css={{ fontFamily: tokens.font.mono, fontWeight: 600 }}>
                  {page.route}
                </a>
              </td>
              <td css={cell}>{page.title}</td>
              <td css={cell}>{page.sections}</td>
              <td css={cell}>
                <Health page={page} />
              </td>
              <td css={{ ...cell, whiteSpace: 'nowrap' }}>
                <Button size="sm" onClick={() => onDuplicate(page.route)} aria-label={`Duplicate ${page.route}`}>
                  Duplicate
                </Button>{' '}
                <Button size="sm" tone="danger" onClick={() => onDelete(page.route)} aria-label={`Delete ${page.route}`}>
                  Delete
                </Button>
              </td>
            </tr>
          ))}
          {pages.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} css={cell}>
                No page matches the search.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
