import { useEffect, useId, useMemo, useState } from 'react';
import type { PageSummary } from '../api/types';
import { api } from '../api/client';
import { atBase } from '../base-url';
import { editorUrl, MEDIA_PATH } from '../editor-routes';
import { Button } from '../ui/Button';
import { helpStyle, inputStyle, labelStyle } from '../ui/recipe';
import { StatusBar, useStatus } from '../ui/status';
import { sectionTypeName } from '../page/section-label';
import { DeletePageDialog } from './DeletePageDialog';
import { SiteFiles } from './SiteFiles';
import { tokens } from '../ui/tokens';
import { NewPageDialog } from './NewPageDialog';
import { PageTable } from './PageTable';

/** Lower-case text without accents, for a search that forgives case and accents. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** /__edit: every page with its address, title, size and health; a search box; New page. */
export function PagesScreen({ add }: { add?: string }) {
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [error, setError] = useState('');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState<{ copyOf?: string } | null>(null);
  const [deleting, setDeleting] = useState<string | undefined>(undefined);
  const status = useStatus();
  const searchId = useId();
  const countId = useId();

  const load = () =>
    api.pages().then(
      (list) => setPages([...list].sort((a, b) => a.route.localeCompare(b.route))),
      (reason: Error) => setError(reason.message),
    );
  useEffect(() => {
    document.title = 'Pages · Page editor';
    void load();
  }, []);

  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return (pages ?? []).filter((page) => words.every((word) => fold(`${page.route} ${page.title} ${page.file}`).includes(word)));
  }, [pages, query]);

  return (
    <main css={{ maxWidth: '1100px', margin: '0 auto', padding: tokens.space.xl }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.md }}>
        <h1 css={{ margin: 0, fontSize: tokens.font.size.xl }}>Pages</h1>
        <div css={{ display: 'flex', gap: tokens.space.md, alignItems: 'center' }}>
          <a href={atBase(MEDIA_PATH)}>Media library</a>
          <Button tone="primary" onClick={() => setCreating({})}>
            New page
          </Button>
        </div>
      </div>
      <StatusBar />
      {add && (
        <p css={{ background: tokens.color.accentSoft, padding: tokens.space.md, borderRadius: tokens.radius.md }}>
          Choose the page to add a <strong>{sectionTypeName(add)}</strong> section to.
        </p>
      )}
      <div css={{ margin: `${tokens.space.lg} 0`, maxWidth: '420px' }}>
        <label htmlFor={searchId} css={labelStyle}>
          Search pages
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-describedby={countId}
          css={inputStyle}
        />
        <p id={countId} role="status" css={helpStyle}>
          {pages ? `${shown.length} of ${pages.length} pages` : error ? '' : 'Loading pages…'}
        </p>
      </div>
      {error && (
        <p role="alert" css={{ color: tokens.color.danger }}>
          {error}
        </p>
      )}
      {pages && <PageTable pages={shown} add={add} onDuplicate={(route) => setCreating({ copyOf: route })} onDelete={setDeleting} />}
      <SiteFiles />
      <NewPageDialog
        open={creating !== null}
        copyOf={creating?.copyOf}
        pages={pages ?? []}
        onClose={() => setCreating(null)}
        onCreated={(route) => window.location.assign(atBase(editorUrl(route, add)))}
      />
      <DeletePageDialog
        route={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={(route) => {
          setDeleting(undefined);
          status.say(`Deleted the page ${route}.`);
          void load();
        }}
      />
    </main>
  );
}
