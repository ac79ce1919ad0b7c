import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { TrackingMarketing } from './tracking-marketing';

describe("the tracking page's 'Cardápio no WhatsApp' (issue 28)", () => {
  it('shows the consent text to someone who has not chosen, and opts her in with the token', async () => {
    const api = mockApi({
      'GET /settings/public': {
        body: {
          business_name: 'Quentinha da Vó',
          marketing_consent: { version: 1, text: 'Quero receber o cardápio do dia de Quentinha da Vó.' },
        },
      },
      'PUT /orders/track/tok-9/marketing': { body: { marketing: 'opted_in' } },
    });
    renderWithProviders(<TrackingMarketing token="tok-9" marketing="none" />);
    expect(await screen.findByText('Quero receber o cardápio do dia de Quentinha da Vó.')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Receber o cardápio do dia' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', '/orders/track/tok-9/marketing')).toHaveLength(1));
    expect(api.callsTo('PUT', '/orders/track/tok-9/marketing')[0]!.body).toEqual({ opt_in: true });
  });

  it('lets someone on the list leave it', async () => {
    const api = mockApi({ 'PUT /orders/track/tok-9/marketing': { body: { marketing: 'opted_out' } } });
    renderWithProviders(<TrackingMarketing token="tok-9" marketing="opted_in" />);
    const toggle = screen.getByRole('switch', { name: 'Receber o cardápio do dia' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(api.callsTo('PUT', '/orders/track/tok-9/marketing')[0]?.body).toEqual({ opt_in: false }),
    );
  });
});
