import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` starts the API on PORT (default 3000); the dev server proxies to the same port.
const backend = `http://127.0.0.1:${process.env.PORT || 3000}`;

// The app lives in app/; the server serves the build from dist/app and the dev server proxies the API to it.
export default defineConfig({
  root: resolve(import.meta.dirname, 'app'),
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/app'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      // The app's own modules live in app/api/ and are served as /api/*.ts: only the server's paths go through.
      '^/api/(?!.*\\.tsx?(\\?.*)?$)': backend,
      '/auth': backend,
      '/locales': backend,
      '/health': backend,
      '/hub': { target: backend, ws: true },
    },
  },
});
