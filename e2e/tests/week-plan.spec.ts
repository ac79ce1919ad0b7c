import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiAs, signInQuickly } from '../support/app.js';
import { keepEachTestWithinOneDay } from '../support/boards.js';

// Issue 26 item 5: the owner plans the week on 'Montar Cardápio Diário' > 'Semana' and fills a day
// without a menu by copying the one before it (POST /api/dailymenus/{id}/copy). The server is
// shared by the run: the story takes the last day of the week if it is free, else the first day
// shown as 'Sem cardápio', and deletes the menu it made in `finally`.

keepEachTestWithinOneDay(test);

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
const todaySaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
/** 'Seg 30/11' */
const label = (day: string) =>
  `${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;

test('the owner copies a menu into an empty day of the week, and that day lists its dishes', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, ACCOUNTS.admin);
  const week = Array.from({ length: 7 }, (_, i) => addDays(todaySaoPaulo(), i));
  let made: string | null = null;
  try {
    await signInQuickly(page, ACCOUNTS.admin);
    await page.goto('/cardapio-diario');
    await expect(page.getByRole('heading', { name: 'Montar Cardápio Diário' })).toBeVisible();
    await page.getByText('Semana', { exact: true }).click();
    const day = (date: string) => page.getByRole('region', { name: label(date), exact: true });
    for (const date of week) await expect(day(date)).toBeVisible();
    await expect(day(addDays(week[0]!, 7))).toHaveCount(0);
    await expect(day(week[0]!).getByText('Hoje')).toBeVisible();
    // every day has loaded: a menu ('Editar') or 'Sem cardápio'
    for (const date of week) await expect(day(date).getByRole('button', { name: /^(Editar|Montar)$/ })).toBeVisible();

    const empty = [];
    for (const date of week) if (await day(date).getByText('Sem cardápio').isVisible()) empty.push(date);
    const target = empty.includes(week[6]!) ? week[6]! : empty[0];
    expect(target, 'a day of the week without a menu').toBeTruthy();
    const card = day(target!);

    // the button names the day it copies: the nearest earlier day with a menu
    const copy = card.getByRole('button', { name: /^Copiar de / });
    const sourceLabel = (await copy.innerText()).replace(/^Copiar de /, '').trim();
    const source = week.find((d) => label(d) === sourceLabel) ?? addDays(week[0]!, -1);
    const sourceMenu = (await (await admin.get(`/api/dailymenus?date=${source}`)).json()) as { dishes: string[] }[];
    expect(sourceMenu[0]?.dishes.length, 'the copied day has dishes').toBeGreaterThan(0);
    const dishes = (await (await admin.get('/api/dishes?active=true')).json()) as {
      id: string;
      name: string;
      category?: string;
    }[];
    const names = dishes.filter((d) => sourceMenu[0]!.dishes.includes(d.id)).map((d) => d.name);

    await copy.click();
    await expect(page.getByText(`Cardápio copiado para ${target!.slice(8, 10)}/${target!.slice(5, 7)}`)).toBeVisible();
    await expect(card.getByText('Sem cardápio')).toHaveCount(0);
    for (const name of names) await expect(card.getByText(name, { exact: true })).toBeVisible();
    const saved = (await (await admin.get(`/api/dailymenus?date=${target}`)).json()) as {
      id: string;
      dishes: string[];
    }[];
    made = saved[0]?.id ?? null;
    expect(saved[0]?.dishes).toEqual(sourceMenu[0]!.dishes);

    // 'Editar' opens that day in the editor, its dishes checked
    await card.getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByText('Esta data já tem cardápio: salvar atualiza o existente.')).toBeVisible();
    await expect(page.getByLabel('Data do Cardápio')).toHaveValue(
      `${target!.slice(8, 10)}/${target!.slice(5, 7)}/${target!.slice(0, 4)}`,
    );
    await expect(page.getByRole('checkbox', { name: names[0], exact: true })).toBeChecked();
  } finally {
    if (made) await admin.delete(`/api/dailymenus/${made}`);
    await admin.dispose();
  }
});
