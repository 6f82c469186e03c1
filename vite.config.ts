import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { DEV_HOST, DEV_PORT } from './src/build/vite/dev-addresses.ts';
import { siteContent } from './src/build/vite/plugin.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), siteContent()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  server: { host: DEV_HOST, port: DEV_PORT },
  preview: { host: DEV_HOST },
});
