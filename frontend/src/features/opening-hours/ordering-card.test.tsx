import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDERING_SETTINGS, ORDERING_MESSAGES } from '@quentinha/shared/settings/ordering';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { OrderingCard } from './ordering-card';

function setup() {
  const api = mockApi({
    'GET /settings/ordering': { body: DEFAULT_ORDERING_SETTINGS },
    'PUT /settings/ordering': (call) => ({ body: call.body }),
  });
  renderWithProviders(<OrderingCard />);
  return api;
}

describe("'Pedidos' settings card", () => {
  it('turns auto-accept on (PIX still waits), tells where automatic printing is switched on, and saves the three settings', async () => {
    const api = setup();
    const toggle = await screen.findByRole('switch', { name: 'Aceitar pedidos automaticamente' });
    expect(screen.getByText(/Pedidos em PIX continuam esperando o pagamento/)).toBeInTheDocument();
    expect(screen.queryByText(/Imprimir automaticamente ao aceitar/)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText(/Imprimir automaticamente ao aceitar/)).toHaveTextContent("'Imprimir ao aceitar'");

    const max = screen.getByRole('spinbutton', { name: 'Máximo de quentinhas por pedido do site' });
    await userEvent.clear(max);
    await userEvent.type(max, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Pedidos' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/ordering')).toHaveLength(1));
    expect(api.callsTo('PUT', '/settings/ordering')[0]!.body).toEqual({ auto_accept: true, max_boxes_per_order: 20, pix_timeout_minutes: 30 });
    expect(await screen.findByText('Configurações de pedidos salvas!')).toBeInTheDocument();
  });

  it('says what is wrong under the field and sends nothing', async () => {
    const api = setup();
    const max = await screen.findByRole('spinbutton', { name: 'Máximo de quentinhas por pedido do site' });
    await userEvent.clear(max);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Pedidos' }));
    expect(await screen.findByText(ORDERING_MESSAGES.maxBoxesPerOrder)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/settings/ordering')).toHaveLength(0);
  });
});
