import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyMenuDto } from '@quentinha/shared/api/types';
import { addDays } from '@quentinha/shared/availability/hours';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { preloadDayPicker } from '@/components/form/day-picker';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import { dish } from '@/testing/fixtures';
import DailyMenuPage from './daily-menu-page';
import { copySourceFor, weekDayLabel, weekFrom } from './week-days';

// issue 26 item 5: 'Semana', the next 7 days to plan ahead
const admin = makeUser();
const TODAY = todaySaoPaulo();
const day = (n: number) => addDays(TODAY, n);
const DISHES = [dish('Frango grelhado', 'Proteína'), dish('Farofa', 'Acompanhamento'), dish('Arroz branco', 'Grão')];

function menu(date: string, dishes: string[], portions: Record<string, number | null> = {}): DailyMenuDto {
  return {
    id: `menu-${date}`,
    date,
    dishes,
    active: true,
    portions,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

/** today: Frango (20 portions) and Arroz; the day after tomorrow: Farofa; every other day none. */
function stubWeek(onWrite: (method: string, url: string, body: unknown) => [number, unknown] = () => [500, {}]) {
  const menus = new Map([
    [day(0), menu(day(0), ['d-Frango grelhado', 'd-Arroz branco'], { 'd-Frango grelhado': 20 })],
    [day(2), menu(day(2), ['d-Farofa'])],
  ]);
  const api = stubApi(
    () => [],
    (method, url, body) => {
      const [status, value] = onWrite(method, url, body);
      if (status < 300) menus.set((value as DailyMenuDto).date, value as DailyMenuDto);
      return [status, value];
    },
    (url) => {
      if (url.includes('/dishes')) return DISHES;
      const date = new URL(url, 'http://x').searchParams.get('date');
      return date && menus.has(date) ? [menus.get(date)] : [];
    },
  );
  return { api, menus };
}

async function openWeek() {
  renderBoard(<DailyMenuPage />, { user: admin });
  await userEvent.click(await screen.findByText('Semana'));
}

const dayCard = (n: number) => screen.getByRole('region', { name: weekDayLabel(day(n)) });

describe('week days', () => {
  it("names a day by its pt-BR weekday and dd/MM, whatever the machine's time zone", () => {
    expect(weekDayLabel('2026-11-30')).toBe('Seg 30/11');
    expect(weekDayLabel('2026-12-05')).toBe('Sáb 05/12');
    expect(weekFrom('2026-11-29').map((d) => d.label)).toEqual([
      'Dom 29/11',
      'Seg 30/11',
      'Ter 01/12',
      'Qua 02/12',
      'Qui 03/12',
      'Sex 04/12',
      'Sáb 05/12',
    ]);
  });

  it('copies the nearest earlier menu, and waits while a nearer day is loading', () => {
    const m = menu('2026-11-29', []);
    const ready = (menu: DailyMenuDto | null) => ({ status: 'ready' as const, menu });
    const days = [
      { date: '2026-11-29', state: ready(m) },
      { date: '2026-11-30', state: ready(null) },
      { date: '2026-12-01', state: ready(null) },
    ];
    expect(copySourceFor('2026-12-01', days)).toEqual({ date: '2026-11-29', menu: m });
    expect(copySourceFor('2026-11-29', days)).toBeNull();
    expect(
      copySourceFor('2026-12-01', [days[0]!, { date: '2026-11-30', state: { status: 'loading' } }]),
    ).toBeUndefined();
  });
});

describe("'Semana' on 'Montar Cardápio Diário'", () => {
  beforeAll(async () => {
    await preloadDayPicker();
  });

  it('shows the next 7 days, each menu grouped by type with its caps, and the days without one', async () => {
    stubWeek();
    await openWeek();
    const today = await screen.findByRole('region', { name: weekDayLabel(TODAY) });
    expect(within(today).getByText('Hoje')).toBeInTheDocument();
    await within(today).findByText('Frango grelhado');
    expect(within(today).getByRole('heading', { name: 'Proteína' })).toBeInTheDocument();
    expect(within(today).getByRole('heading', { name: 'Grão' })).toBeInTheDocument();
    expect(within(today).getByText('Frango grelhado').closest('li')).toHaveTextContent(
      /^Frango grelhado \(20 porções\)$/,
    );
    expect(within(today).getByText('Arroz branco').closest('li')).toHaveTextContent(/^Arroz branco$/);
    expect(within(today).queryByText('Farofa')).not.toBeInTheDocument();
    for (let n = 0; n < 7; n++) expect(dayCard(n)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: weekDayLabel(day(7)) })).not.toBeInTheDocument();
    expect(within(dayCard(2)).getByText('Farofa')).toBeInTheDocument();
    expect(await within(dayCard(1)).findByText('Sem cardápio')).toBeInTheDocument();
    expect(within(dayCard(6)).getByText('Sem cardápio')).toBeInTheDocument();
    // the editor is out of the way while planning
    expect(screen.queryByRole('button', { name: 'Salvar Cardápio do Dia' })).not.toBeInTheDocument();
  });

  it('copies the day before into an empty day, which then lists its dishes', async () => {
    const { api } = stubWeek((_m, _url, body) => [
      201,
      {
        ...menu((body as { date: string }).date, ['d-Frango grelhado', 'd-Arroz branco'], { 'd-Frango grelhado': 20 }),
      },
    ]);
    await openWeek();
    const tomorrow = await screen.findByRole('region', { name: weekDayLabel(day(1)) });
    await userEvent.click(await within(tomorrow).findByRole('button', { name: `Copiar de ${weekDayLabel(TODAY)}` }));
    await within(tomorrow).findByText('Frango grelhado');
    expect(within(tomorrow).getByText('Frango grelhado').closest('li')).toHaveTextContent('(20 porções)');
    expect(within(tomorrow).queryByText('Sem cardápio')).not.toBeInTheDocument();
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]!.url).toMatch(new RegExp(`/dailymenus/menu-${TODAY}/copy$`));
    expect(writes[0]!.body).toEqual({ date: day(1) });
    // the day after a planned one copies that one, not today
    expect(within(dayCard(3)).getByRole('button', { name: `Copiar de ${weekDayLabel(day(2))}` })).toBeInTheDocument();
  });

  it("shows the server's message when the day got a menu meanwhile, and then that menu", async () => {
    const message = 'Já existe um cardápio para esta data.';
    const { menus } = stubWeek(() => {
      menus.set(day(1), menu(day(1), ['d-Farofa'])); // someone else saved it first
      return [409, { statusCode: 409, error: 'Conflict', message }];
    });
    await openWeek();
    const tomorrow = await screen.findByRole('region', { name: weekDayLabel(day(1)) });
    await userEvent.click(await within(tomorrow).findByRole('button', { name: /^Copiar de/ }));
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    await within(tomorrow).findByText('Farofa');
  });

  it("'Montar' opens that day in the editor", async () => {
    stubWeek();
    await openWeek();
    const target = await screen.findByRole('region', { name: weekDayLabel(day(4)) });
    await userEvent.click(await within(target).findByRole('button', { name: 'Montar' }));
    expect(await screen.findByText('Ainda não há cardápio para esta data.')).toBeInTheDocument();
    const [y, m, d] = day(4).split('-');
    expect(screen.getByDisplayValue(`${d}/${m}/${y}`)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: weekDayLabel(day(4)) })).not.toBeInTheDocument();
  });
});
