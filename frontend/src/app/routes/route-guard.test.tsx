import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@quentinha/shared/api/types';
import { product, user } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setViewport } from '@/testing/viewport';
import { routes } from './routes';

function visit(path: string, who: UserDto | null) {
  mockApi({
    'GET /auth/me': who ? { body: { user: who } } : { status: 401, body: { message: 'Não autenticado' } },
    'POST /auth/refresh': { status: 401, body: {} },
    'GET /products': { body: { products: [product()] } },
    'GET /settings/public': { body: { business_name: 'Quentinha da Vó', tagline: 'Feita com amor', whatsapp_number: '', banner_url: null } },
    'GET /orders': { body: { data: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { route: false });
  return router;
}

const landsOn = (router: ReturnType<typeof visit>, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('route guard', () => {
  it("shows 'Carregando...' while the session is checked", () => {
    visit('/home', null);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
  });

  it('lets a guest use the storefront (DECISIONS section 4)', async () => {
    setViewport('desktop');
    const router = visit('/', null);
    await landsOn(router, '/home');
    expect(await screen.findByRole('heading', { name: 'Quentinha da Vó' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Montar Prato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Entrar$/ })).toBeInTheDocument();
  });

  it('sends a guest to /login from a signed-in page', async () => {
    const router = visit('/pedidos', null);
    await landsOn(router, '/login');
    expect(await screen.findByText('Criar Conta')).toBeInTheDocument();
  });

  it("lets a guest open 'Meus Pedidos' for the orders placed on this device (DECISIONS 10.9)", async () => {
    const router = visit('/meus-pedidos', null);
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/meus-pedidos');
  });

  it('sends couriers and staff away from the storefront to their boards', async () => {
    await landsOn(visit('/home', user('delivery')), '/entregas');
  });

  it('treats user_type entregador as a courier', async () => {
    await landsOn(visit('/home', user('customer', { user_type: 'entregador' })), '/entregas');
  });

  it('sends a signed-in staff member away from /login to the kitchen', async () => {
    await landsOn(visit('/login', user('staff')), '/pedidos-cozinha');
  });

  it('keeps a customer out of admin pages', async () => {
    const router = visit('/dashboard', user('customer'));
    await landsOn(router, '/home');
    expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
  });

  it('lets an admin into the back office, with the Gestão group in the sidebar', async () => {
    setViewport('desktop');
    const router = visit('/dashboard', user('admin', { name: 'Ana' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('Gestão')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sair$/ })).toBeInTheDocument();
  });

  it('shows a customer only the Área do Cliente group', async () => {
    setViewport('desktop');
    visit('/meus-pedidos', user('customer'));
    expect(await screen.findByText('Você ainda não fez nenhum pedido.')).toBeInTheDocument();
    expect(screen.getByText('Área do Cliente')).toBeInTheDocument();
    expect(screen.queryByText('Gestão')).not.toBeInTheDocument();
    expect(screen.queryByText('Fluxo')).not.toBeInTheDocument();
  });

  it('opens the sidebar in a drawer on phones', async () => {
    setViewport('phone');
    visit('/home', user('customer', { name: '' }));
    await screen.findByRole('button', { name: 'Abrir menu' });
    expect(screen.queryByText('Área do Cliente')).not.toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Abrir menu' })).click();
    expect(await screen.findByText('Área do Cliente')).toBeInTheDocument();
    // a person without a name still gets a label
    expect(screen.getByText('Usuário')).toBeInTheDocument();
    expect(screen.getByText('Cliente')).toBeInTheDocument();
  });

  it('redirects unknown paths by role', async () => {
    await landsOn(visit('/nao-existe', user('staff')), '/pedidos-cozinha');
  });
});
