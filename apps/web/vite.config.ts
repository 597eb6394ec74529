import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API and the bundled OIDC provider run on the SCOUT server; the dev server proxies to it. */
const SERVER = 'http://localhost:3000';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files: compressed whatever their size (a variant is kept only when it is smaller). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes a .br and a .gz beside every compressible built file (the server sends the one the
 * browser accepts, @fastify/static preCompressed): compressed once at build time at the highest
 * levels instead of on every request. A variant that is not smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'scout-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: it runs only once the output is written, so a failed build
    // shows its own error rather than this plugin's missing output folder.
    async writeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const data = await fs.readFile(file);
        const variants: [string, Buffer][] = [
          [
            '.br',
            await brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          ],
          ['.gz', await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION })],
        ];
        for (const [extension, compressed] of variants) {
          if (compressed.length < data.length) await fs.writeFile(`${file}${extension}`, compressed);
        }
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
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
