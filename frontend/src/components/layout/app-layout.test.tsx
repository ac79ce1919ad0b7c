import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders, testQueryClient } from '@/testing/render';
import { setViewport } from '@/testing/viewport';
import { queryKeys } from '@/api/query-keys';
import { rememberDeviceOrder } from '@/hooks/use-device-orders';
import { AppLayout } from './app-layout';

const SETTINGS = { business_name: 'Marmitas da Dona Cida', tagline: 'Tempero de vó, todo dia', whatsapp_number: '', banner_url: null };

function renderLayout() {
  mockApi({ 'GET /settings/public': { body: SETTINGS } });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, null);
  renderWithProviders(<AppLayout />, { queryClient, route: '/home' });
}

describe('app layout: the shop, not the product (issue 24)', () => {
  it("names the shop with its own tagline in the sidebar and the browser's tab", async () => {
    setViewport('desktop');
    renderLayout();
    const brand = await screen.findByText('Marmitas da Dona Cida');
    expect(brand.closest('.sidebar__brand')).toHaveTextContent('Tempero de vó, todo dia');
    await waitFor(() => expect(document.title).toBe('Marmitas da Dona Cida'));
  });

  it('keeps a count the board put before the name', async () => {
    setViewport('desktop');
    document.title = '(2) Quentinha';
    renderLayout();
    await waitFor(() => expect(document.title).toBe('(2) Marmitas da Dona Cida'));
  });

  it('names the shop in the top bar on a phone', async () => {
    setViewport('phone');
    renderLayout();
    expect(await within(screen.getByRole('banner')).findByText(/Marmitas da Dona Cida/)).toBeInTheDocument();
  });

  it("offers a guest 'Meus Pedidos' once this device placed an order", async () => {
    setViewport('desktop');
    renderLayout();
    await screen.findByText('Marmitas da Dona Cida');
    expect(screen.queryByRole('link', { name: 'Meus Pedidos' })).toBeNull();
    rememberDeviceOrder('tok-1');
    expect(await screen.findByRole('link', { name: 'Meus Pedidos' })).toHaveAttribute('href', '/meus-pedidos');
  });
});
