import { useEffect, useState } from 'react';
import type { PageSummary } from '../api/types';
import { api } from '../api/client';
import { atBase } from '../base-url';
import { editorUrl, MEDIA_PATH } from '../editor-routes';
import { Button } from '../ui/Button';
import { ListScreen } from '../ui/ListScreen';
import { useStatus } from '../ui/status';
import { sectionTypeName } from '../page/section-label';
import { DeletePageDialog } from './DeletePageDialog';
import { SiteFiles } from './SiteFiles';
import { tokens } from '../ui/tokens';
import { NewPageDialog } from './NewPageDialog';
import { PageTable } from './PageTable';

/** A page is found by its address, its title and its file. */
const searchText = (page: PageSummary) => `${page.route} ${page.title} ${page.file}`;

/** /__edit: every page with its address, title, size and health; a search box; New page. */
export function PagesScreen({ add }: { add?: string }) {
  const [pages, setPages] = useState<PageSummary[] | null>(null);
  const [error, setError] = useState('');
  const [creating, setCreating] = useState<{ copyOf?: string } | null>(null);
  const [deleting, setDeleting] = useState<string | undefined>(undefined);
  const status = useStatus();

  const load = () =>
    api.pages().then(
      (list) => setPages([...list].sort((a, b) => a.route.localeCompare(b.route))),
      (reason: Error) => setError(reason.message),
    );
  useEffect(() => {
    void load();
  }, []);

  return (
    <ListScreen
      title="Pages"
      header={
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.space.md }}>
          <h1 css={{ margin: 0, fontSize: tokens.font.size.xl }}>Pages</h1>
          <div css={{ display: 'flex', gap: tokens.space.md, alignItems: 'center' }}>
            <a href={atBase(MEDIA_PATH)}>Media library</a>
            <Button tone="primary" onClick={() => setCreating({})}>
              New page
            </Button>
          </div>
        </div>
      }
      intro={
        add && (
          <p css={{ background: tokens.color.accentSoft, padding: tokens.space.md, borderRadius: tokens.radius.md }}>
            Choose the page to add a <strong>{sectionTypeName(add)}</strong> section to.
          </p>
        )
      }
      noun="pages"
      items={pages}
      error={error}
      searchText={searchText}
    >
      {(shown) => (
        <>
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
        </>
      )}
    </ListScreen>
  );
}
