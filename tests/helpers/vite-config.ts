import { mergeConfig, type InlineConfig } from 'vite';
import { siteConfig } from '../../vite.config';

/**
 * What Vite reads from vite.config.ts, with `overrides` merged in as Vite merges an inline
 * configuration with the file's, passed inline: Vite does not bundle the file again for each
 * server a test starts (about half a CPU-second each).
 */
export function siteViteConfig(overrides: InlineConfig): InlineConfig {
  const merged = mergeConfig<InlineConfig, InlineConfig>({ ...siteConfig(), configFile: false }, overrides);
  // mergeConfig leaves out nulls, and `server.watch: null` is how a server is told not to watch files.
  if (overrides.server?.watch === null) merged.server = { ...merged.server, watch: null };
  return merged;
}
