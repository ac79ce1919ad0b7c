import { screen, waitFor } from '@testing-library/react';
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

// 'Copiar para amanhã' (DECISIONS 10.10): POST /api/dailymenus/{id}/copy {date}
const admin = makeUser();
const TODAY = todaySaoPaulo();
const TOMORROW = addDays(TODAY, 1);
const ddmm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const today: DailyMenuDto = {
  id: 'menu-hoje',
  date: TODAY,
  dishes: ['d-Frango'],
  active: true,
  portions: { 'd-Frango': 3 },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function stubMenus(onWrite: (method: string, url: string, body: unknown) => [number, unknown]) {
  return stubApi(
    () => [],
    onWrite,
    (url) => {
      if (url.includes('/dishes')) return [dish('Frango', 'Proteína'), dish('Arroz', 'Grão')];
      return new URL(url, 'http://x').searchParams.get('date') === TODAY ? [today] : [];
    },
  );
}

describe("daily menu 'Copiar para amanhã'", () => {
  beforeAll(async () => {
    await preloadDayPicker();
  });

  it('copies the shown menu to the next day and shows that day', async () => {
    const api = stubMenus((_m, _u, body) => [201, { ...today, id: 'menu-amanha', date: (body as { date: string }).date }]);
    renderBoard(<DailyMenuPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: /Copiar para amanhã/ }));
    expect(await screen.findByText(`Cardápio copiado para ${ddmm(TOMORROW)}`)).toBeInTheDocument();
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', body: { date: TOMORROW } });
    expect(writes[0]!.url).toMatch(/\/dailymenus\/menu-hoje\/copy$/);
    // the page now shows the copy, which offers the day after it
    expect(await screen.findByRole('button', { name: new RegExp(`Copiar para ${ddmm(addDays(TOMORROW, 1))}`) })).toBeInTheDocument();
    expect(screen.getByText('Esta data já tem cardápio: salvar atualiza o existente.')).toBeInTheDocument();
  });

  it("shows the server's message when that day already has a menu", async () => {
    const message = `Já existe um cardápio para ${ddmm(TOMORROW)}.`;
    stubMenus(() => [409, { statusCode: 409, error: 'Conflict', message }]);
    renderBoard(<DailyMenuPage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: /Copiar para amanhã/ }));
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Copiar para amanhã/ })).toBeInTheDocument();
  });
});
