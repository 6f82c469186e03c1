import react from '@vitejs/plugin-react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { DEV_HOST, DEV_PORT } from './src/build/vite/dev-addresses.ts';
import { siteContent } from './src/build/vite/plugin.ts';

/**
 * The site's Vite configuration, new (with plugins of its own) on each call: a program that starts
 * several servers passes it inline instead of having Vite bundle this file again for each one.
 */
export function siteConfig(): UserConfig {
  return {
    plugins: [react({ jsxImportSource: '@emotion/react' }), siteContent()],
    // A string, not `new URL(…)`: tests import this file under jsdom too, whose URL node:url does not take.
    resolve: { alias: { '@': join(dirname(fileURLToPath(import.meta.url)), 'src') } },
    publicDir: false,
    server: { host: DEV_HOST, port: DEV_PORT },
    preview: { host: DEV_HOST },
  };
}

export default defineConfig(siteConfig());
