import { addParam, MEDIA_PATH, routeOfEditorPath, sectionParam } from './editor-routes';
import { MediaScreen } from './media/MediaScreen';
import { PageEditor } from './page/PageEditor';
import { PagesScreen } from './pages/PagesScreen';
import { GlobalStyles } from './ui/GlobalStyles';
import { StatusProvider } from './ui/status';

/**
 * The browser page editor of the development server: /__edit lists the pages, /__edit/<address>
 * edits one. Each screen is its own document (plain links between them), so a screen always starts
 * from what is on disk. `?section=<n>` opens a page with its n-th section selected.
 */
export function EditorApp({ pathname, search }: { pathname: string; search: string }) {
  const route = routeOfEditorPath(pathname);
  const add = addParam(search);
  return (
    <StatusProvider>
      <GlobalStyles />
      {pathname.replace(/\/$/, '') === MEDIA_PATH ? (
        <MediaScreen />
      ) : route === null ? (
        <PagesScreen add={add} />
      ) : (
        <PageEditor route={route} add={add} section={sectionParam(search)} />
      )}
    </StatusProvider>
  );
}
