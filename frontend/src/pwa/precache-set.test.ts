import { describe, expect, it } from 'vitest';
import { offlineShellFiles } from './precache-set';

describe('the precached app shell', () => {
  it('keeps the entry, its imports and the boards, and leaves the other screens to the network', () => {
    const files = offlineShellFiles({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        css: ['assets/index.css'],
        imports: ['_react.js'],
        dynamicImports: [
          'src/components/feedback/toast-host.tsx',
          'src/features/deliveries/deliveries-page.tsx',
          'src/features/kitchen/kitchen-orders-page.tsx',
          'src/features/dashboard/dashboard-page.tsx',
        ],
      },
      '_react.js': { file: 'assets/react.js' },
      '_charts.js': { file: 'assets/charts.js' },
      '_board.js': { file: 'assets/board.js', css: ['assets/board.css'] },
      'src/components/feedback/toast-host.tsx': { file: 'assets/toast-host.js' },
      'src/features/deliveries/deliveries-page.tsx': { file: 'assets/deliveries.js', imports: ['_board.js'] },
      'src/features/kitchen/kitchen-orders-page.tsx': {
        file: 'assets/kitchen.js',
        imports: ['_board.js'],
        dynamicImports: ['src/features/kitchen/recipe-dialog.tsx'],
      },
      'src/features/kitchen/recipe-dialog.tsx': { file: 'assets/recipe.js' },
      'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard.js', imports: ['_charts.js'] },
    });
    expect([...files].sort()).toEqual([
      'assets/board.css',
      'assets/board.js',
      'assets/deliveries.js',
      'assets/index.css',
      'assets/index.js',
      'assets/kitchen.js',
      'assets/react.js',
      'assets/recipe.js',
      'assets/toast-host.js',
    ]);
  });
});
