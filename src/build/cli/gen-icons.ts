import { iconSchema, iconSprite } from '../codegen/icons.ts';
import { sitePaths } from '../content/site-paths.ts';
import { runWhenEntry } from './entry.ts';
import { generatorMain } from './write-or-check.ts';

/**
 * `npm run gen:icons [-- --check]`: writes the icon names the content may use
 * (schema/defs/icons.schema.json, from lucide-react) and the sprite of the icons the content folder
 * (SITE_DIR, site/ by default) draws (src/ui/icons/sprite.svg). With --check, writes nothing and
 * exits 1 when either is stale.
 */
export const main = generatorMain({
  script: 'gen:icons',
  writes: 'schema/defs/icons.schema.json and src/ui/icons/sprite.svg',
  outputs: async () => [
    { file: 'schema/defs/icons.schema.json', text: iconSchema(), source: 'lucide-react' },
    { file: 'src/ui/icons/sprite.svg', text: await iconSprite(sitePaths()), source: 'site/ and src/ui/icons/icon-names.ts' },
  ],
});

runWhenEntry(import.meta.url, main);
