import { DataEditor } from './data/DataEditor';
import { addParam, fileParam, MEDIA_PATH, routeOfEditorPath, sectionParam } from './editor-routes';
import { MediaScreen } from './media/MediaScreen';
import { PageEditor } from './page/PageEditor';
import { PagesScreen } from './pages/PagesScreen';
import { GlobalStyles } from './ui/GlobalStyles';
import { StatusProvider } from './ui/status';

/**
 * The browser page editor of the development server: /__edit lists the pages and the site's other
 * files, /__edit/<address> edits one page, /__edit?file=site.yaml (or data/<name>.yaml) one of the
 * other files. Each screen is its own document (plain links between them), so a screen always
 * starts from what is on disk. `?section=<n>` opens a page with its n-th section selected.
 */
export function EditorApp({ pathname, search }: { pathname: string; search: string }) {
  const route = routeOfEditorPath(pathname);
  const add = addParam(search);
  const file = route === null ? fileParam(search) : undefined;
  return (
    <StatusProvider>
      <GlobalStyles />
      {pathname.replace(/\/$/, '') === MEDIA_PATH ? (
        <MediaScreen />
      ) : file !== undefined ? (
        <DataEditor name={file} />
      ) : route === null ? (
        <PagesScreen add={add} />
      ) : (
        <PageEditor route={route} add={add} section={sectionParam(search)} />
      )}
    </StatusProvider>
  );
}
