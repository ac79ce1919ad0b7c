import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { pwa } from './src/pwa/pwa-options.ts';

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    pwa(),
    // every asset compressed once here, at the strongest levels, and served as it is (the
    // server's preCompressed static files); brotli first, gzip for clients without it
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    alias: [
      // shared is consumed as source: no build step, and its subpath imports tree-shake
      { find: /^@quentinha\/shared$/, replacement: src('../shared/src/index.ts') },
      { find: /^@quentinha\/shared\/(.*)$/, replacement: `${src('../shared/src')}/$1` },
      { find: /^@\/(.*)$/, replacement: `${src('./src')}/$1` },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/uploads': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd + react alone are past the default 500 kB warning before gzip; the budget we
    // watch is the gzip size of the storefront's first load (see README of the issue)
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: scripts/first-load-size.mjs reads the entry's static imports
    manifest: true,
  },
});
