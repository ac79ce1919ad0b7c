import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that replace a module (vi.mock) or watch a module load for the first time (the
 * lazy calendar) need a module graph of their own; every other file shares its worker's, which
 * takes the suite from ~9 to ~3 minutes here (antd and React are evaluated once per worker
 * instead of once per file). setup.ts still runs before each file and cleans the DOM, storage
 * and mocks after each test.
 */
const ISOLATED = [
  'src/realtime/socket.test.ts',
  'src/realtime/use-live-orders.test.tsx',
  'src/features/cart/checkout/checkout-dialog.test.tsx',
  'src/features/daily-menu-admin/daily-menu-page.test.tsx',
  'src/features/kitchen/kitchen-board.perf.test.tsx',
  'src/features/kitchen/kitchen-orders-page.test.tsx',
  'src/components/form/day-picker.test.tsx',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      // antd renders a lot in jsdom: a test's ceiling must hold a busy machine (one core taken by
      // something else) on top of the waits inside it (src/testing/setup.ts gives each 20 s)
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        { extends: true, test: { name: 'isolated', include: ISOLATED } },
        { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false } },
      ],
    },
  }),
);
