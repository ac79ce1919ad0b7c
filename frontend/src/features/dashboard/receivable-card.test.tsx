import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import { setViewport } from '@/testing/viewport';
import DashboardPage from './dashboard-page';
import { makeDashboard } from './fixtures';

describe("the dashboard's 'A receber' (issue 29)", () => {
  beforeEach(() => setViewport('desktop'));

  it('shows what the companies owe on their tabs, whatever the period', async () => {
    const base = makeDashboard();
    stubApi(
      () => [],
      () => [200, {}],
      (url) =>
        url.includes('/analytics/dashboard') ? { ...base, metrics: { ...base.metrics, receivable: 1870.4 } } : [],
    );
    renderBoard(<DashboardPage />, { user: makeUser() });
    const card = await screen.findByRole('group', { name: 'A receber' });
    expect(within(card).getByText('R$ 1.870,40')).toBeInTheDocument();
    expect(within(card).getByText('Contas das empresas, hoje')).toBeInTheDocument();
  });
});
