import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ConsentTextCard } from './consent-text-card';

const history = {
  current: { version: 2, text: 'Quero receber o cardápio do dia de Quentinha da Vó no WhatsApp.' },
  versions: [],
};

describe("'Dados da Loja': the consent text (issue 28)", () => {
  it('shows the version, refuses a text under 10 characters, and saves a new one', async () => {
    const api = mockApi({
      'GET /settings/marketing-consent': { body: history },
      'PUT /settings/marketing-consent': {
        body: { version: 3, text: 'Cardápio diário da Vó no WhatsApp; sair é grátis.' },
      },
    });
    renderWithProviders(<ConsentTextCard />);
    expect(await screen.findByText('Versão 2')).toBeInTheDocument();
    const field = screen.getByLabelText('Texto do consentimento');
    await waitFor(() => expect(field).toHaveValue(history.current.text));
    await userEvent.clear(field);
    await userEvent.type(field, 'Curto');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar texto' }));
    expect(await screen.findByText(/de 10 a 300 caracteres/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/settings/marketing-consent')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('Cardápio diário da Vó no WhatsApp; sair é grátis.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar texto' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/marketing-consent')).toHaveLength(1));
    expect(api.callsTo('PUT', '/settings/marketing-consent')[0]!.body).toEqual({
      text: 'Cardápio diário da Vó no WhatsApp; sair é grátis.',
    });
  });
});
