import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API and the bundled OIDC provider run on the SCOUT server; the dev server proxies to it. */
const SERVER = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/oidc': { target: SERVER, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
