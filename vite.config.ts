import react from '@vitejs/plugin-react';
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
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    publicDir: false,
    server: { host: DEV_HOST, port: DEV_PORT },
    preview: { host: DEV_HOST },
  };
}

export default defineConfig(siteConfig());
