import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteContent } from './src/build/vite/plugin.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), siteContent()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
