import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { errorMessagesPlugin } from './error-messages-plugin.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), errorMessagesPlugin()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/dev': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // prerender.mjs reads which files the signed-out pages' chunk needs, to preload them.
    manifest: !isSsrBuild,
    // The SPA must pass a CSP without 'unsafe-inline' scripts.
    modulePreload: { polyfill: false },
    // The pre-rendering build (`prerender.mjs`) runs in Node and keeps its packages outside.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|class-variance-authority)[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
