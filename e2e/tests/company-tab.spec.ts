import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/api-sessions.js';
import { ACCOUNTS, chooseOption, reais, signInQuickly } from '../support/app.js';
import { card, column, keepEachTestWithinOneDay, LIVE_MS } from '../support/boards.js';
import { newPhone } from '../support/devices.js';
import { openAs, setStatus } from '../support/order-path.js';

// Issue 29 (DECISIONS 10.5): Conta Empresa. The owner registers a company with two members, two
// lunches go on its tab (both entered by the counter staff from their kitchen board), the kitchen
// and the courier read that nothing is to be collected, the owner closes the month and the company's contact opens the statement by its link in a browser of her
// own, with no login.
// The run shares one server: the company, its CNPJ and its members are the story's own.

keepEachTestWithinOneDay(test, 6);
test.skip(({ isMobile }) => isMobile, 'the back office is a desktop tool; the contact gets a phone of her own');

const DO_NOT_COLLECT = 'Conta Empresa — não cobrar';

/** A CNPJ nobody else in the run has, with its two check digits (modulo 11, weights 2..9 from the right). */
function freshCnpj(): string {
  const check = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (((digits.length - 1 - i) % 8) + 2);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const base = `${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}0001`;
  const first = check(base);
  return `${base}${first}${check(base + String(first))}`;
}

const phone = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const brl = (value: number) =>
  `R$ ${value
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+,)/g, '.')}`;

/** Adds a member on the company's page through 'Adicionar funcionário'. */
async function addMember(page: Page, name: string, whatsapp: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar funcionário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar funcionário' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('WhatsApp').fill(whatsapp);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Funcionários' }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
}

/** 'Adicionar Pedido' on `page` (the owner's orders or the staff's kitchen board): a drink for `member`, delivered, on the company's tab. */
async function takeTabOrder(page: Page, companyName: string, member: string, available: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar Pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Pedido' });
  await chooseOption(page, dialog, 'Produto', 'Refrigerante Lata 350ml', 'Refrigerante');
  await dialog.getByText('Entrega', { exact: true }).click();
  await chooseOption(page, dialog, 'Bairro', 'Pinheiros');
  await dialog.getByLabel('Endereço').fill('Av. da Obra, 100');
  await chooseOption(page, dialog, 'Pagamento', 'Conta da Empresa');
  await chooseOption(page, dialog, 'Empresa', companyName, companyName);
  await expect(dialog.getByTestId('company-available')).toContainText(available);
  await chooseOption(page, dialog, 'Funcionário', member, member);
  await expect(dialog.getByLabel('Nome do cliente')).toHaveValue(member);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
}

/** The card of `name`'s order in `scope`. */
const cardOf = (scope: Page | Locator, name: string) => scope.getByRole('article', { name: new RegExp(`de ${name}$`) });

test("a company's month on the tab: two orders nobody collects, the period closed, the statement opened by its link", async ({
  page,
  browser,
  baseURL,
  adminApi,
}) => {
  const run = Date.now() % 100000;
  const companyName = `Construtora Horizonte ${run}`;
  const joao = { name: `João Pedreiro ${run}`, whatsapp: phone() };
  const ana = { name: `Ana Engenheira ${run}`, whatsapp: phone() };

  // the owner registers the company on 'Empresas'
  await signInQuickly(page, ACCOUNTS.admin);
  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Empresa' });
  await form.getByLabel('Nome da empresa').fill(companyName);
  const cnpj = freshCnpj();
  await form.getByLabel('CNPJ').fill(cnpj);
  // the field shows the CNPJ as it is printed
  await expect(form.getByLabel('CNPJ')).toHaveValue(
    `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  );
  await form.getByLabel('Nome do contato').fill('Marta Lima');
  await form.getByLabel('WhatsApp do contato').fill(phone());
  await form.getByLabel('Limite de crédito').fill('500,00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  const companyId = new URL(page.url()).pathname.split('/').pop()!;
  await addMember(page, joao.name, joao.whatsapp);
  await addMember(page, ana.name, ana.whatsapp);
  await expect(page.getByLabel('Resumo da empresa')).toContainText('R$ 500,00');

  // the kitchen wall is up before the orders arrive
  const kitchen = await openAs(browser, baseURL!, ACCOUNTS.staff, '/pedidos-cozinha');
  let courier: Awaited<ReturnType<typeof openAs>> | undefined;
  let contact: Awaited<ReturnType<typeof newPhone>> | undefined;
  try {
    // both lunches entered by the counter staff from their own board in 'Adicionar Pedido' (the
    // server takes the tab from the team only): the member fills the order's name and number, and
    // the second sees what the first left of the limit
    await takeTabOrder(kitchen.page, companyName, joao.name, 'Disponível: R$ 500,00');
    await takeTabOrder(kitchen.page, companyName, ana.name, 'Disponível: R$ 4');

    // the kitchen reads, on both new cards, that the company pays: nothing to collect
    const fresh = column(kitchen.page, 'Novo Pedido');
    for (const who of [joao.name, ana.name]) {
      await expect(cardOf(fresh, who)).toContainText(DO_NOT_COLLECT, { timeout: LIVE_MS * 2 });
      await expect(cardOf(fresh, who)).toContainText(companyName);
    }

    // the tab now holds both orders: what the company owes is their sum
    const company = (await (await adminApi.get(`/api/companies/${companyId}`)).json()) as { balance: number };
    const orders = await tabOrders(adminApi, [joao.name, ana.name]);
    const total = orders.reduce((sum, o) => sum + o.total_amount, 0);
    expect(company.balance).toBeCloseTo(total, 2);

    // both cooked and ready: on the courier's board, together under the company, R$ 0,00 to collect
    for (const o of orders) for (const s of ['preparing', 'ready']) await setStatus(adminApi, o.id, s);
    courier = await openAs(browser, baseURL!, ACCOUNTS.courier1, '/entregas');
    const group = column(courier.page, 'Aguardando Coleta').getByRole('region', { name: `${companyName} · 2 pedidos` });
    await expect(group.getByRole('article')).toHaveCount(2);
    for (const o of orders) {
      const c = card(group, o.id.slice(-6));
      await expect(c).toContainText(DO_NOT_COLLECT);
      await expect(c.locator('.order-money--strong')).toContainText('R$ 0,00');
    }

    // the owner closes the month: the statement holds both orders, frozen
    await page.goto(`/empresas/${companyId}`);
    await page.getByRole('button', { name: 'Fechar Período' }).click();
    const confirm = page.getByRole('dialog', { name: 'Fechar Período' });
    await confirm.getByRole('button', { name: 'Fechar Período' }).click();
    await expect(confirm).toBeHidden();
    const bills = page.getByRole('table', { name: 'Faturas' });
    await expect(bills.getByRole('row').nth(1)).toContainText(brl(total));
    await expect(bills.getByRole('row').nth(1)).toContainText('Em aberto');
    const [statement] = (await (await adminApi.get(`/api/companies/${companyId}/statements`)).json()) as {
      share_token: string;
    }[];

    // the contact opens the link on her phone, signed in nowhere
    contact = await newPhone(browser, baseURL!);
    const hers = await contact.newPage();
    await hers.goto(`/extrato/${statement!.share_token}`);
    await expect(hers.getByRole('heading', { name: companyName })).toBeVisible();
    for (const who of [joao.name, ana.name])
      await expect(hers.getByRole('row', { name: new RegExp(who) })).toBeVisible();
    for (const o of orders) await expect(hers.getByText(`#${o.id.slice(-6)}`)).toBeVisible();
    const due = hers.getByLabel('Resumo da fatura').getByText('Total a pagar').locator('..');
    expect(reais(await due.innerText())).toBeCloseTo(total, 2);
  } finally {
    await kitchen.context.close();
    await courier?.context.close();
    await contact?.close();
  }
});

/** The story's two tab orders, as the server keeps them. */
async function tabOrders(api: APIRequestContext, names: string[]): Promise<{ id: string; total_amount: number }[]> {
  const res = await api.get('/api/orders?period=today&limit=100');
  const { data } = (await res.json()) as {
    data: { id: string; customer_name: string; total_amount: number; payment_method: string }[];
  };
  const mine = data.filter((o) => names.includes(o.customer_name) && o.payment_method === 'company_tab');
  expect(mine).toHaveLength(names.length);
  return mine;
}
