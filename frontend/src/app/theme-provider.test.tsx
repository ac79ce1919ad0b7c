import { waitFor } from '@testing-library/react';
import Modal from 'antd/es/modal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { staticMediaQueryList } from '@/testing/viewport';
import { REDUCED_MOTION } from './theme';

function prefersLessMotion(yes: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query === REDUCED_MOTION ? yes : false),
  );
}

/**
 * Opens one dialog inside the app's providers and records every class its box takes: a dialog
 * that zooms in goes through antd's '-appear-active' step, one shown at once never does.
 */
function openDialog(): { classes: string[]; box: () => HTMLElement | null } {
  const classes: string[] = [];
  const watcher = new MutationObserver((changes) => {
    for (const change of changes) {
      const node = change.target as HTMLElement;
      if (node.classList?.contains('ant-modal')) classes.push(node.className);
      if (change.type === 'childList') {
        for (const added of document.querySelectorAll<HTMLElement>('.ant-modal')) classes.push(added.className);
      }
    }
  });
  watcher.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  // antd's motion keeps changing classes after the test: a watcher left on would fire once the
  // page is gone ('document is not defined')
  watchers.push(watcher);
  renderWithProviders(
    <Modal open title="Finalizar Pedido">
      conteúdo
    </Modal>,
    { route: false },
  );
  return { classes, box: () => document.querySelector<HTMLElement>('.ant-modal') };
}

const watchers: MutationObserver[] = [];
afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.disconnect();
});

describe('ThemeProvider and motion', () => {
  it('zooms a dialog in for someone with no preference', async () => {
    prefersLessMotion(false);
    const { classes } = openDialog();
    await waitFor(() => expect(classes.some((c) => c.includes('ant-zoom-appear-active'))).toBe(true));
  });

  it('shows a dialog at once, never zooming, to someone who asks the system for less motion', async () => {
    prefersLessMotion(true);
    const { classes, box } = openDialog();
    // antd still takes one 'prepare' frame; then the box stands as it is, with no motion class
    await waitFor(() => expect(box()?.className).not.toMatch(/zoom/));
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((c) => /-(appear|enter)-(start|active)/.test(c))).toEqual([]);
  });
});
