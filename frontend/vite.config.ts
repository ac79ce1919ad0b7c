import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { pwa } from './src/pwa/pwa-options.ts';
import { quietIcons } from './src/components/icons/quiet-icons-plugin.ts';

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';
const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LAZY_UNIQUE_PROVIDER = '\0antd-lazy-unique-provider';
/**
 * antd's ConfigProvider imports the tooltips' UniqueProvider (rc-trigger, ~7 kB compressed) and
 * renders it only with `tooltip={{ unique: true }}`, which this app never sets: the storefront's
 * first load gets a stand-in that fetches the real one if it is ever asked for. Tooltips, menus
 * and selects keep their own import of rc-trigger, in their lazy chunks.
 */
function lazyTooltipUniqueProvider(): Plugin {
  return {
    name: 'quentinha:lazy-tooltip-unique-provider',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../tooltip/UniqueProvider' && importer && /antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) {
        return LAZY_UNIQUE_PROVIDER;
      }
      return null;
    },
    load(id) {
      if (id !== LAZY_UNIQUE_PROVIDER) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        "const Real = lazy(() => import('antd/es/tooltip/UniqueProvider'));",
        'export default function UniqueProvider(props) {',
        '  return createElement(Suspense, { fallback: props.children }, createElement(Real, props));',
        '}',
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [
    lazyTooltipUniqueProvider(),
    // antd icons silent for screen readers unless named in Portuguese (issue 32)
    quietIcons(src('./src/components/icons/quiet-icon.tsx')),
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically travels as one file with it: left to itself
            // the bundler cut it into ~35 small shared chunks, each a request with ~1 kB of headers
            // and a worse compression ratio. Lazy chunks import from this one.
            { name: 'index', tags: ['$initial'], priority: 10 },
            // the toasts (antd's notification, warmed up once the page is idle) as one file with
            // what they need beyond the first load, instead of eight
            { name: 'toast-host', test: /[\\/]src[\\/]components[\\/]feedback[\\/]toast-host\.tsx$/, priority: 9 },
          ],
        },
      },
    },
  },
});
