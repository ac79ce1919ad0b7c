import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { user } from '@/testing/fixtures';
import { mockApi, type MockResponse } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import LoginPage from './login-page';

function renderLogin(login: MockResponse | (() => Promise<MockResponse>), register?: MockResponse) {
  const api = mockApi({
    'POST /auth/login': login,
    ...(register ? { 'POST /auth/register': register } : {}),
    'GET /auth/me': { status: 401, body: {} },
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>destino</p> },
    ],
    { initialEntries: ['/login'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return { api, router };
}

async function fillLogin(email = 'ana@x.com', password = 'Segredo1') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Senha'), password);
}

const enter = () => userEvent.click(screen.getByRole('button', { name: /Entrar$/ }));

describe('login', () => {
  it('validates live with the shared messages', async () => {
    renderLogin({ body: {} });
    await userEvent.type(screen.getByLabelText('Email'), 'ana');
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
  });

  it('greets and redirects (replace) by role', async () => {
    const { router } = renderLogin({ body: { user: user('delivery') } });
    await fillLogin();
    await enter();
    expect(await screen.findByText('Login Realizado')).toBeInTheDocument();
    expect(screen.getByText('Bem-vindo de volta!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/entregas'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    [401, 'Email ou senha incorretos', 'Credenciais Inválidas', 'Verifique seu email e senha.'],
    [429, 'Muitas tentativas. Aguarde alguns minutos.', 'Muitas Tentativas', 'Aguarde alguns minutos antes de tentar novamente.'],
    [400, 'Conta desativada', 'Erro no Login', 'Conta desativada'],
  ])('maps a %i answer to its toast', async (status, message, title, description) => {
    renderLogin({ status, body: { statusCode: status, message } });
    await fillLogin();
    await enter();
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it("answers a second submit with 'Aguarde' and disables the inputs meanwhile", async () => {
    let release: (r: MockResponse) => void = () => {};
    const { api } = renderLogin(() => new Promise<MockResponse>((r) => (release = r)));
    await fillLogin();
    await enter();
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeDisabled());
    await enter();
    expect(await screen.findByText('Aguarde')).toBeInTheDocument();
    expect(screen.getByText('Processando login anterior...')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/login')).toHaveLength(1);
    release({ body: { user: user('customer') } });
    await waitFor(() => expect(screen.queryByLabelText('Email')).not.toBeInTheDocument());
  });
});

describe('register', () => {
  it('shows the strength meter and sends a customer with a formatted phone', async () => {
    const { api } = renderLogin({ body: {} }, { status: 201, body: { user: user('customer', { name: 'Bia' }) } });
    await userEvent.click(screen.getByText('Criar Conta'));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Bia');
    await userEvent.type(screen.getByLabelText('Email'), 'bia@x.com');
    await userEvent.type(screen.getByLabelText('Telefone (opcional)'), '11987654321');
    await userEvent.type(screen.getByLabelText('Senha'), 'abc');
    expect(screen.getByText('Força da senha: Fraca')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Senha'), 'D1ef');
    expect(screen.getByText('Força da senha: Forte')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'outra');
    expect(await screen.findByText('Senhas não coincidem')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirmar senha'));
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'abcD1ef');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect(await screen.findByText('Conta Criada')).toBeInTheDocument();
    expect(api.callsTo('POST', '/auth/register')[0]!.body).toEqual({
      name: 'Bia',
      email: 'bia@x.com',
      password: 'abcD1ef',
      phone: '(11) 98765-4321',
      role: 'customer',
    });
  });

  it("explains a taken email with 'Email Já Existe'", async () => {
    renderLogin({ body: {} }, { status: 409, body: { statusCode: 409, message: 'Email já cadastrado' } });
    await userEvent.click(screen.getByText('Criar Conta'));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Bia');
    await userEvent.type(screen.getByLabelText('Email'), 'bia@x.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'abcD1ef');
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'abcD1ef');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }));
    expect(await screen.findByText('Email Já Existe')).toBeInTheDocument();
    expect(screen.getByText('Este email já está sendo usado. Tente fazer login ou use outro email.')).toBeInTheDocument();
  });

  it("shows the shop's own name and tagline, and names the tab with it (issue 24)", async () => {
    mockApi({
      'GET /auth/me': { status: 401, body: {} },
      'GET /settings/public': { body: { business_name: 'Marmitas da Dona Cida', tagline: 'Tempero de vó, todo dia', whatsapp_number: '', banner_url: null } },
    });
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
    renderWithProviders(<RouterProvider router={router} />, { route: false });
    expect(await screen.findByRole('link', { name: /Marmitas da Dona Cida/ })).toHaveAttribute('href', '/home');
    expect(screen.getByText('Tempero de vó, todo dia')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marmitas da Dona Cida'));
  });
});
