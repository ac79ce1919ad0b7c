import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadDayPicker } from '@/components/form/day-picker';
import type { DailyMenuDto, DishDto } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { queryKeys } from '@/api/query-keys';
import { makeTestClient, renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import { dish } from '@/testing/fixtures';
import DailyMenuPage from './daily-menu-page';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const admin = makeUser();
const TODAY = todaySaoPaulo();
const OTHER_DAY = '2026-03-01';

const DISHES: DishDto[] = [
  dish('Frango grelhado', 'Proteína'),
  dish('Bife acebolado', 'Proteína'),
  dish('Farofa', 'Acompanhamento'),
  dish('Arroz branco', 'Grão'),
  dish('Feijão carioca', 'Grão'),
  dish('Salada verde', 'Salada'),
  dish('Suco de laranja', 'Acompanhamento', { category: 'bebida' }),
];

function menu(date: string, dishes: string[], id = `menu-${date}`): DailyMenuDto {
  return { id, date, dishes, active: true, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
}

/** GET /dishes and GET /dailymenus?date= from these lists; writes answered by `onWrite`. */
function stubMenuApi(
  menus: DailyMenuDto[],
  onWrite: (method: string, url: string, body: unknown) => [number, unknown] = (_m, _u, body) => [
    200,
    { ...menu(TODAY, []), ...(body as object) },
  ],
  dishes: DishDto[] = DISHES,
) {
  return stubApi(
    () => [],
    onWrite,
    (url) => {
      if (url.includes('/dishes')) return dishes;
      const date = new URL(url, 'http://x').searchParams.get('date');
      return menus.filter((m) => m.date === date);
    },
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const group = (type: string) => screen.getByRole('region', { name: type });

/** the picker's own clear button: it shows on hover, so jsdom sees it with pointer-events none */
const clearDate = () =>
  userEvent
    .setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
    .click(screen.getByRole('button', { name: 'Clear' }));

async function pickDate(day: string) {
  await clearDate();
  await userEvent.type(screen.getByLabelText('Data do Cardápio'), `${day.split('-').reverse().join('/')}{Enter}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('DailyMenuPage', () => {
  // typing a day needs the calendar, which a screen loads after its first paint
  beforeAll(async () => {
    await preloadDayPicker();
  });

  it("groups the dishes by type in cards, drinks left out, and loads today's menu", async () => {
    const api = stubMenuApi([menu(TODAY, ['d-Frango grelhado', 'd-Arroz branco'])]);
    renderBoard(<DailyMenuPage />, { user: admin });
    expect(screen.getByText('Carregando Cardápio')).toBeInTheDocument();

    await waitFor(() => expect(box('Frango grelhado')).toBeChecked());
    expect(screen.getByRole('heading', { name: 'Montar Cardápio Diário' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data do Cardápio')).toHaveValue(TODAY.split('-').reverse().join('/'));
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Proteína',
      'Acompanhamento',
      'Grão',
      'Salada',
      // the saved menu's costs (issue 31)
      'Custo do Cardápio',
    ]);
    expect(
      within(group('Proteína'))
        .getAllByRole('checkbox', { name: /^(?!Todos)/ })
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Bife acebolado', 'Frango grelhado']);
    expect(screen.queryByText('Suco de laranja')).toBeNull();
    expect(box('Arroz branco')).toBeChecked();
    expect(box('Bife acebolado')).not.toBeChecked();
    expect(within(group('Proteína')).getByLabelText('1 de 2 selecionados')).toBeInTheDocument();
    expect(screen.getByText('2 pratos selecionados')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.endsWith(`/dailymenus?date=${TODAY}`))).toBe(true);
  });

  it("changing the date loads that date's selection, or none", async () => {
    const api = stubMenuApi([menu(TODAY, ['d-Farofa']), menu(OTHER_DAY, ['d-Bife acebolado', 'd-Salada verde'])]);
    renderBoard(<DailyMenuPage />, { user: admin });
    await waitFor(() => expect(box('Farofa')).toBeChecked());
    await userEvent.click(box('Feijão carioca')); // an unsaved check stays with its own date

    await pickDate(OTHER_DAY);
    await waitFor(() => expect(box('Bife acebolado')).toBeChecked());
    expect(box('Salada verde')).toBeChecked();
    expect(box('Farofa')).not.toBeChecked();
    expect(box('Feijão carioca')).not.toBeChecked();
    expect(api.calls.some((c) => c.url.endsWith(`/dailymenus?date=${OTHER_DAY}`))).toBe(true);
    expect(screen.getByText('Esta data já tem cardápio: salvar atualiza o existente.')).toBeInTheDocument();

    await pickDate('2026-03-02');
    await waitFor(() => expect(screen.getByText('Ainda não há cardápio para esta data.')).toBeInTheDocument());
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getByText('0 pratos selecionados')).toBeInTheDocument();
    // Enter in the date picker only picks the date, it never saves
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('updates an existing menu with PUT and the checked dish ids', async () => {
    const api = stubMenuApi([menu(TODAY, ['d-Frango grelhado', 'd-Farofa'], 'menu-hoje')]);
    const client = makeTestClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderBoard(<DailyMenuPage />, { user: admin, client });
    await waitFor(() => expect(box('Farofa')).toBeChecked());

    await userEvent.click(box('Farofa'));
    await userEvent.click(box('Arroz branco'));
    expect(screen.getByText(/alterações não salvas/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Cardápio do Dia' }));

    expect(await screen.findByText('Cardápio salvo com sucesso!')).toBeInTheDocument();
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/api\/dailymenus\/menu-hoje$/),
        body: {
          date: TODAY,
          dishes: ['d-Frango grelhado', 'd-Arroz branco'],
          portions: { 'd-Frango grelhado': null, 'd-Arroz branco': null },
        },
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.dishes.forPicker });
    expect(screen.queryByText(/alterações não salvas/)).toBeNull();
    expect(box('Arroz branco')).toBeChecked();
  });

  it('creates the menu with POST when the date has none, using "Todos" per group', async () => {
    const api = stubMenuApi([]);
    renderBoard(<DailyMenuPage />, { user: admin });
    await screen.findByText('Ainda não há cardápio para esta data.');

    await userEvent.click(within(group('Grão')).getByRole('checkbox', { name: 'Todos' }));
    await userEvent.click(box('Bife acebolado'));
    expect(within(group('Grão')).getByLabelText('2 de 2 selecionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Cardápio do Dia' }));

    expect(await screen.findByText('Cardápio salvo com sucesso!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/dailymenus$/),
        body: {
          date: TODAY,
          dishes: ['d-Bife acebolado', 'd-Arroz branco', 'd-Feijão carioca'],
          portions: { 'd-Bife acebolado': null, 'd-Arroz branco': null, 'd-Feijão carioca': null },
        },
      },
    ]);
  });

  it('saves a portion cap per chosen dish and shows what is left of it', async () => {
    const saved = { ...menu(TODAY, ['d-Frango grelhado', 'd-Farofa'], 'menu-hoje'), portions: { 'd-Frango grelhado': 20, 'd-Farofa': null }, remaining: { 'd-Frango grelhado': 8, 'd-Farofa': null } };
    const api = stubMenuApi([saved]);
    renderBoard(<DailyMenuPage />, { user: admin });
    const cap = await screen.findByLabelText('Porções de Frango grelhado');
    expect(cap).toHaveValue('20');
    expect(screen.getByText('restam 8')).toBeInTheDocument();
    // no number: no cap; only chosen dishes have one
    expect(screen.getByLabelText('Porções de Farofa')).toHaveValue('');
    expect(screen.queryByLabelText('Porções de Arroz branco')).toBeNull();

    await userEvent.type(screen.getByLabelText('Porções de Farofa'), '15');
    expect(screen.getByText(/alterações não salvas/)).toBeInTheDocument();
    // a changed cap no longer shows the saved count
    await userEvent.type(cap, '{Backspace}{Backspace}30');
    expect(screen.queryByText('restam 8')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Cardápio do Dia' }));
    expect(await screen.findByText('Cardápio salvo com sucesso!')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')[0]?.body).toEqual({
      date: TODAY,
      dishes: ['d-Frango grelhado', 'd-Farofa'],
      portions: { 'd-Frango grelhado': 30, 'd-Farofa': 15 },
    });
  });

  it('says when saving fails and keeps the checks', async () => {
    stubMenuApi([], () => [500, { message: 'Erro interno' }]);
    renderBoard(<DailyMenuPage />, { user: admin });
    await screen.findByText('Ainda não há cardápio para esta data.');
    await userEvent.click(box('Salada verde'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Cardápio do Dia' }));

    expect(await screen.findByText('Erro ao salvar cardápio. Tente novamente.')).toBeInTheDocument();
    expect(box('Salada verde')).toBeChecked();
  });

  it('asks for a date before saving', async () => {
    const api = stubMenuApi([]);
    renderBoard(<DailyMenuPage />, { user: admin });
    await screen.findByText('Ainda não há cardápio para esta data.');
    await clearDate();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Cardápio do Dia' }));

    expect(await screen.findByText('Por favor, selecione uma data.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows 'Nenhum Prato Disponível' with 'Tentar Novamente' when there are no dishes (drinks only)", async () => {
    stubMenuApi([], undefined, [dish('Refrigerante', 'Acompanhamento', { category: 'bebida' })]);
    renderBoard(<DailyMenuPage />, { user: admin });
    expect(await screen.findByText('Nenhum Prato Disponível')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(reloadPage).toHaveBeenCalled();
  });
});
