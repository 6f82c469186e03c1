import { PostForm, Screen, type Viewer } from './Screen';
import { STUDIO_BASE, viewUrl } from './studio-routes';
import { Table } from './Table';

export interface Version {
  commit: string;
  author: string;
  date: string;
  message: string;
}

/** The published pages, and for the one chosen its history from git: who, when, the message, a preview and "Restore this version". */
export function History({
  viewer,
  pages,
  route,
  versions,
}: {
  viewer: Viewer;
  pages: { route: string; title: string }[];
  route?: string;
  versions: Version[];
}) {
  return (
    <Screen title="History" viewer={viewer}>
      <h1>History</h1>
      <form method="get" action={`${STUDIO_BASE}/history`} className="card">
        <label htmlFor="route">Page</label>
        <div className="actions top0">
          <select id="route" name="route" defaultValue={route}>
            {pages.map((page) => (
              <option key={page.route} value={page.route}>
                {page.title ? `${page.title} (${page.route})` : page.route}
              </option>
            ))}
          </select>
          <button className="quiet">Show its history</button>
        </div>
      </form>
      {route !== undefined && (
        <Table
          rows={versions}
          rowKey={(version) => version.commit}
          columns={[
            { name: 'Change', cell: (version) => version.message },
            { name: 'Who', cell: (version) => version.author },
            { name: 'When', cell: (version) => version.date },
            {
              name: 'Version',
              cell: (version) => (
                <>
                  <a href={viewUrl(`v.${version.commit}`, route)}>Preview</a>
                  <PostForm viewer={viewer} action={`${STUDIO_BASE}/history/restore`}>
                    <input type="hidden" name="commit" value={version.commit} />
                    <input type="hidden" name="route" value={route} />
                    <button className="quiet">Restore this version</button>
                  </PostForm>
                </>
              ),
            },
          ]}
        />
      )}
    </Screen>
  );
}
