import type { Plugin } from 'vite';
import { buildApp } from './build-app.ts';
import { contentLoading } from './content-loading.ts';
import { contentState } from './content-state.ts';
import { devMiddleware } from './dev-middleware.ts';
import { pageEditor } from './editor.ts';
import { hotUpdate } from './hot-update.ts';
import { iconSpriteModule } from './icon-sprite.ts';
import { previewRouter } from './preview-router.ts';
import { typeRefresh } from './type-refresh.ts';

/**
 * The content pipeline inside Vite, one plugin per job, all sharing one content state. In dev:
 * validates site/ and schema/, serves page data and assets, pushes each valid edit to the open page,
 * shows each invalid one in the error overlay, keeps src/generated/ in step with the schemas and
 * serves the page editor at /__edit. In
 * build: refuses invalid content, builds client and server, then prerenders every route. In
 * preview: serves dist/ as nginx does.
 */
export function siteContent(): Plugin[] {
  const state = contentState();
  return [
    contentLoading(state),
    devMiddleware(state),
    pageEditor(state),
    hotUpdate(state),
    typeRefresh(state),
    iconSpriteModule(state),
    buildApp(state),
    previewRouter(state),
  ];
}
