import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DailyMenuBroadcastDto } from '@quentinha/shared/customers/types';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import OptOutPage from './optout-page';
import ShareMenuPage from './share-menu-page';

const broadcast: DailyMenuBroadcastDto = {
  date: '2026-11-27',
  has_menu: true,
  text: 'Cardápio de hoje\nFrango Grelhado\nQuentinha P R$ 18,00',
  recipients: [
    {
      customer_id: 'c1',
      name: 'Ana Souza',
      whatsapp: '11912345678',
      link: 'https://wa.me/5511912345678?text=Card%C3%A1pio%0A%2Fsair%2Fabc',
    },
  ],
};

describe("'Divulgar Cardápio'", () => {
  it("shows the day's text, the broadcast caveat and each opted-in customer's own link", async () => {
    mockApi({ 'GET /marketing/daily-menu': { body: broadcast } });
    renderWithProviders(<ShareMenuPage />, { route: '/divulgar-cardapio' });
    expect(await screen.findByTestId('daily-menu-text')).toHaveTextContent('Frango Grelhado');
    expect(screen.getByText(/no máximo 256 contatos/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Clientes que recebem o cardápio' });
    const link = within(list).getByRole('link', { name: 'Abrir no WhatsApp: Ana Souza' });
    expect(link).toHaveAttribute('href', broadcast.recipients[0]!.link);
    expect(within(list).getByText('(11) 91234-5678')).toBeInTheDocument();
  });

  it("copies the text with 'Copiar texto'", async () => {
    mockApi({ 'GET /marketing/daily-menu': { body: broadcast } });
    const user = userEvent.setup();
    renderWithProviders(<ShareMenuPage />, { route: '/divulgar-cardapio' });
    await user.click(await screen.findByRole('button', { name: 'Copiar texto' }));
    expect(await navigator.clipboard.readText()).toBe(broadcast.text);
  });
});

function renderOptOut() {
  return renderWithProviders(
    <Routes>
      <Route path="/sair/:token" element={<OptOutPage />} />
    </Routes>,
    { route: '/sair/tok-1' },
  );
}

describe("'/sair/:token'", () => {
  it('opts out with one tap, and only on the tap', async () => {
    const api = mockApi({
      'POST /marketing/optout/tok-1': { body: { marketing: 'opted_out' } },
      'GET /settings/public': { body: { business_name: 'Quentinha da Vó' } },
    });
    renderOptOut();
    const button = await screen.findByRole('button', { name: 'Sair da lista' });
    // opening the link (a chat's preview does) changes nothing
    expect(api.callsTo('POST', '/marketing/optout')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText('Pronto, você saiu da lista')).toBeInTheDocument();
    expect(api.callsTo('POST', '/marketing/optout/tok-1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(/de Quentinha da Vó/)).toBeInTheDocument());
  });

  it('says when the link is unknown', async () => {
    mockApi({
      'POST /marketing/optout/tok-1': { status: 404, body: { statusCode: 404, message: 'Link não encontrado' } },
    });
    renderOptOut();
    await userEvent.click(await screen.findByRole('button', { name: 'Sair da lista' }));
    expect(
      await screen.findByText('Confira se o link está completo, do jeito que chegou na mensagem.'),
    ).toBeInTheDocument();
  });
});
