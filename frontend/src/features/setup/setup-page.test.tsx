import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '@quentinha/shared/settings/store-settings';
import { user } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import SetupPage from './setup-page';

function renderSetup() {
  const api = mockApi({
    'GET /setup': { body: { needed: true } },
    'POST /setup': { status: 201, body: { user: user('admin', { name: 'Dona Cida' }) } },
    'GET /auth/me': { status: 401, body: {} },
  });
  const router = createMemoryRouter(
    [
      { path: '/configuracao-inicial', element: <SetupPage /> },
      { path: '*', element: <p>destino</p> },
    ],
    { initialEntries: ['/configuracao-inicial'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return api;
}

async function fillOwner() {
  await userEvent.type(screen.getByLabelText('Código de configuração'), 'ABCD-EFGH-JKMN');
  await userEvent.type(screen.getByLabelText('Nome da loja'), 'Cozinha da Cida');
  await userEvent.type(screen.getByLabelText('Seu nome'), 'Dona Cida');
  await userEvent.type(screen.getByLabelText('Email'), 'cida@cozinha.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), 'CozinhaDaCida2026');
  await userEvent.type(screen.getByLabelText('Confirmar senha'), 'CozinhaDaCida2026');
}

const create = () => userEvent.click(screen.getByRole('button', { name: 'Criar Conta do Dono' }));

describe("'Configuração Inicial' asks the setup_code the server printed (DECISIONS 10.8)", () => {
  it('says where to find it and will not go on without it', async () => {
    const api = renderSetup();
    await screen.findByLabelText('Código de configuração');
    expect(screen.getByText(/log do servidor: no terminal onde ele foi iniciado/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nome da loja'), 'Cozinha da Cida');
    await create();
    expect(await screen.findByText('Informe o código de configuração.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/setup')).toHaveLength(0);
  });
});

describe("'Configuração Inicial' asks the store's WhatsApp (issue 24)", () => {
  it('will not go on without it', async () => {
    const api = renderSetup();
    await screen.findByLabelText('WhatsApp da loja');
    await fillOwner();
    await create();
    expect(await screen.findByText(STORE_MESSAGES.whatsappInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/setup')).toHaveLength(0);
  });

  it('sends the pasted number as the one number it is', async () => {
    const api = renderSetup();
    await userEvent.click(await screen.findByLabelText('WhatsApp da loja'));
    await userEvent.paste('+55 (21) 99777-6655');
    expect(screen.getByLabelText('WhatsApp da loja')).toHaveValue('+55 (21) 99777-6655');
    await fillOwner();
    await create();
    expect(await screen.findByText('destino')).toBeInTheDocument();
    expect(api.callsTo('POST', '/setup')[0]!.body).toEqual({
      business_name: 'Cozinha da Cida',
      whatsapp_number: '21997776655',
      name: 'Dona Cida',
      email: 'cida@cozinha.com.br',
      password: 'CozinhaDaCida2026',
      setup_code: 'ABCD-EFGH-JKMN',
    });
  });
});
