import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { iconSprite, siteNetworks } from '../codegen/icons.ts';
import type { ContentState } from './content-state.ts';

/** What the components import (src/ui/Icon.tsx, SocialIcon.tsx): the URL of the icon sprite. */
const IMPORT = /(^|\/)icons\/sprite\.svg\?url$/;
const MODULE = '\0site-icon-sprite';
/** The sprite npm run gen:icons writes. */
const WRITTEN = 'src/ui/icons/sprite.svg';
/** Where the dev server serves the sprite of the content as it is now. */
const DEV_PATH = '/__icons.svg';

/**
 * The icon sprite of the content being served or built, not the one last written by
 * `npm run gen:icons` (src/ui/icons/sprite.svg, which the tests and the section gallery use): an
 * icon an editor names in YAML, or picks in the page editor, is drawn at once, in dev and in the
 * build, even before anyone regenerates that file. The build emits it as one hashed file of _app/;
 * the dev server serves it at /__icons.svg?v=<hash>, a new address whenever the icons change.
 */
export function iconSpriteModule(state: ContentState): Plugin {
  let building = false;
  let current: { text: string; hash: string } | undefined;
  /** The content `current` was made from: the client and the server bundle of a build ask for the same sprite. */
  let madeFrom: object | undefined;
  /** What `current` draws (the content's icons and social networks): a save that changes neither keeps it. */
  let drawing: string | undefined;
  const sprite = async () => {
    const { model, icons } = state.result;
    if (current && model && model === madeFrom) return current;
    const drawn = model && icons && JSON.stringify([icons, siteNetworks({}, model)]);
    if (current && drawn !== undefined && drawn === drawing) {
      madeFrom = model;
      return current;
    }
    let text: string;
    try {
      // The model of the last load, or (none yet, or the content had errors then) a load of its own.
      text = await iconSprite({ siteDir: state.siteDir, schemaDir: state.schemaDir }, model, model && icons);
      drawing = drawn;
    } catch {
      drawing = undefined;
      // Content with errors: the icons of the last valid content, or those the last npm run gen:icons wrote.
      text = current?.text ?? readFileSync(join(state.root, WRITTEN), 'utf8');
    }
    if (text !== current?.text) current = { text, hash: createHash('sha256').update(text).digest('hex').slice(0, 12) };
    madeFrom = model;
    return current!;
  };
  return {
    name: 'site-content:icon-sprite',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source) {
      return IMPORT.test(source) ? MODULE : undefined;
    },
    async load(id) {
      if (id !== MODULE) return undefined;
      const made = await sprite();
      if (building) {
        const ref = this.emitFile({ type: 'asset', name: 'sprite.svg', source: made.text });
        return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      return `export default ${JSON.stringify(`${DEV_PATH}?v=${made.hash}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(current?.text ?? '<svg xmlns="http://www.w3.org/2000/svg"/>');
      });
      // After each edit: a new sprite gives the components that point at it its new address.
      state.onPublish.add(() => {
        const before = current?.hash;
        void sprite().then((made) => {
          const module = server.moduleGraph.getModuleById(MODULE);
          if (module && made.hash !== before) void server.reloadModule(module);
        });
      });
    },
  };
}
