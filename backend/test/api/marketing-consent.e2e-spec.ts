import { randomUUID } from 'node:crypto';
import type { CustomerDetailDto, CustomerListResponse, DailyMenuBroadcastDto } from '@quentinha/shared/customers/types';
import type { HttpClient } from '../support/http.js';
import { orderBody } from '../support/order-fixtures.js';
import { startOrderTestBed, type OrderTestBed } from '../support/order-test-bed.js';

/**
 * DECISIONS 10.2: consent first. The checkout's unticked box and its versioned text, the one-tap
 * opt-out link that works once however often it is tapped, the tracking page's switch, the owner's
 * manual change with a reason, and the daily-menu list whose links carry each person's own way out.
 */
describe('marketing consent and the daily-menu list', () => {
  let bed: OrderTestBed;
  let admin: HttpClient;
  beforeAll(async () => {
    bed = await startOrderTestBed();
    admin = bed.users.admin.http;
  });
  afterAll(() => bed.t.close());

  const order = async (name: string, phone: string, extra: Record<string, unknown> = {}) => {
    const res = await bed.guest.post('/api/orders', orderBody(bed.c, { customer: { name, phone }, ...extra }), { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    return res.body.data as { id: string; tracking_token: string };
  };
  const customerOf = async (search: string) => {
    const [row] = (await admin.get<CustomerListResponse>(`/api/customers?search=${encodeURIComponent(search)}`)).body.data;
    return (await admin.get<CustomerDetailDto>(`/api/customers/${row.id}`)).body;
  };
  const dailyMenu = async () => (await admin.get<DailyMenuBroadcastDto>('/api/marketing/daily-menu')).body;
  const messageOf = (link: string) => decodeURIComponent(link.slice(link.indexOf('?text=') + '?text='.length));
  const tokenOf = (link: string) => /\/sair\/([A-Za-z0-9_-]+)$/.exec(messageOf(link))![1];

  it('starts at version 1 naming the business; the owner writes the next versions and every one is kept', async () => {
    const first = (await bed.guest.get('/api/settings/public')).body.marketing_consent;
    const { business_name } = (await bed.guest.get('/api/settings/public')).body;
    expect(first.version).toBe(1);
    expect(first.text).toContain(business_name);

    for (const text of ['curto', 'x'.repeat(301), 42, undefined]) {
      const res = await admin.put('/api/settings/marketing-consent', text === undefined ? {} : { text });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('10 a 300');
    }
    expect((await bed.guest.put('/api/settings/marketing-consent', { text: 'Quero receber o cardápio' })).status).toBe(401);
    expect((await bed.users.staff.http.put('/api/settings/marketing-consent', { text: 'Quero receber o cardápio' })).status).toBe(403);

    const saved = await admin.put('/api/settings/marketing-consent', { text: 'Quero receber o cardápio do dia no WhatsApp.' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ version: 2, text: 'Quero receber o cardápio do dia no WhatsApp.' });
    expect((await bed.guest.get('/api/settings/public')).body.marketing_consent).toEqual(saved.body);
    const history = (await admin.get('/api/settings/marketing-consent')).body;
    expect(history.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history.versions[1].text).toBe(first.text);
  });

  it('a ticked box opts in under the text shown; unticked or absent never changes the choice', async () => {
    const { id } = await order('Fabiana Lista', '11987001001', { marketing_opt_in: true });
    let fabiana = await customerOf('Fabiana');
    expect(fabiana.marketing).toBe('opted_in');
    expect(fabiana.consents).toEqual([
      expect.objectContaining({ event: 'opt_in', channel: 'checkout', text_version: 2, order_id: id }),
    ]);
    await order('Fabiana Lista', '11987001001');
    await order('Fabiana Lista', '11987001001', { marketing_opt_in: false });
    fabiana = await customerOf('Fabiana');
    expect(fabiana.marketing).toBe('opted_in');
    expect(fabiana.consents).toHaveLength(1);

    await order('Gil Sem Box', '11987001002');
    expect((await customerOf('Gil Sem Box')).marketing).toBe('none');
    const bad = await bed.guest.post('/api/orders', orderBody(bed.c, { marketing_opt_in: 'sim' }), { 'idempotency-key': randomUUID() });
    expect(bad.status).toBe(400);
  });

  it('the daily-menu links decode to the exact message, accents, R$ and line breaks included, each with its own opt-out', async () => {
    await order('Heloísa Conceição', '(21) 99876-0003', { marketing_opt_in: true });
    const menu = await dailyMenu();
    expect(menu.has_menu).toBe(true);
    expect(menu.text).toContain('Feijão Carioca');
    expect(menu.text).toContain('R$ 20,00');
    expect(menu.text).toContain('\n');
    const names = menu.recipients.map((r) => r.name).sort();
    expect(names).toEqual(['Fabiana Lista', 'Heloísa Conceição']);
    for (const r of menu.recipients) {
      expect(r.link.startsWith(`https://wa.me/55${r.whatsapp}?text=`)).toBe(true);
      const message = messageOf(r.link);
      expect(message.startsWith(menu.text)).toBe(true);
      expect(message).toMatch(new RegExp(`^${escape(menu.text)}\\n\\nPara não receber mais: http://[^/]+/sair/[A-Za-z0-9_-]{32}$`));
    }
    expect(new Set(menu.recipients.map((r) => tokenOf(r.link))).size).toBe(2);
    for (const role of ['staff', 'customer', 'kitchen', 'delivery'] as const)
      expect((await bed.users[role].http.get('/api/marketing/daily-menu')).status).toBe(403);
    expect((await bed.guest.get('/api/marketing/daily-menu')).status).toBe(401);
    expect((await admin.get('/api/marketing/daily-menu?date=27-11-2026')).status).toBe(400);
    const other = (await admin.get<DailyMenuBroadcastDto>('/api/marketing/daily-menu?date=2031-01-02')).body;
    expect(other).toMatchObject({ date: '2031-01-02', has_menu: false });
  });

  it('the opt-out link takes the person off once, however often it is tapped; ordering without the box never brings them back', async () => {
    const helo = (await dailyMenu()).recipients.find((r) => r.name === 'Heloísa Conceição')!;
    const token = tokenOf(helo.link);
    const taps = await Promise.all([1, 2, 3].map(() => bed.guest.post(`/api/marketing/optout/${token}`)));
    for (const tap of taps) expect(tap.status).toBe(200);
    expect(taps[0].body).toEqual({ marketing: 'opted_out' });
    expect((await bed.guest.post(`/api/marketing/optout/${token}`)).status).toBe(200);
    let person = await customerOf('Heloísa');
    expect(person.marketing).toBe('opted_out');
    expect(person.consents.filter((e) => e.event === 'opt_out')).toEqual([expect.objectContaining({ channel: 'optout_link' })]);

    await order('Heloísa Conceição', '21998760003');
    await order('Heloísa Conceição', '21998760003', { marketing_opt_in: false });
    person = await customerOf('Heloísa');
    expect(person.marketing).toBe('opted_out');
    expect((await dailyMenu()).recipients.map((r) => r.name)).toEqual(['Fabiana Lista']);

    for (const unknown of ['x'.repeat(32), 'nao-existe', '%20']) expect((await bed.guest.post(`/api/marketing/optout/${unknown}`)).status).toBe(404);
  });

  it('the tracking page shows and changes the choice', async () => {
    const { tracking_token, id } = await order('Igor Rastreio', '11987001004');
    const track = async () => (await bed.guest.get(`/api/orders/track/${tracking_token}`)).body.data.marketing;
    expect(await track()).toBe('none');
    const on = await bed.guest.put(`/api/orders/track/${tracking_token}/marketing`, { opt_in: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ marketing: 'opted_in' });
    expect(await track()).toBe('opted_in');
    const off = await bed.guest.put(`/api/orders/track/${tracking_token}/marketing`, { opt_in: false });
    expect(off.body).toEqual({ marketing: 'opted_out' });
    const igor = await customerOf('Igor');
    expect(igor.consents.map((e) => `${e.event}:${e.channel}:${e.order_id === id}`).sort()).toEqual(['opt_in:tracking_page:true', 'opt_out:tracking_page:true']);
    expect(igor.consents.find((e) => e.event === 'opt_in')!.text_version).toBe(2);
    expect((await bed.guest.put(`/api/orders/track/${tracking_token}/marketing`, { opt_in: 'true' })).status).toBe(400);
    expect((await bed.guest.put(`/api/orders/track/${tracking_token}/marketing`, {})).status).toBe(400);
    expect((await bed.guest.put(`/api/orders/track/${'y'.repeat(43)}/marketing`, { opt_in: true })).status).toBe(404);
  });

  it('the owner changes it by hand, saying why', async () => {
    const gil = await customerOf('Gil Sem Box');
    const path = `/api/customers/${gil.id}/marketing`;
    for (const body of [{ opt_in: true }, { opt_in: true, note: 'ok' }, { opt_in: true, note: 'x'.repeat(201) }, { note: 'pediu por telefone' }]) {
      const res = await admin.put(path, body);
      expect(res.status).toBe(400);
    }
    expect((await bed.users.staff.http.put(path, { opt_in: true, note: 'pediu por telefone' })).status).toBe(403);
    expect((await bed.guest.put(path, { opt_in: true, note: 'pediu por telefone' })).status).toBe(401);
    const res = await admin.put(path, { opt_in: true, note: 'pediu por telefone' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marketing: 'opted_in' });
    const after = await customerOf('Gil Sem Box');
    expect(after.consents[0]).toMatchObject({ event: 'opt_in', channel: 'owner_manual', note: 'pediu por telefone' });
    expect((await admin.put(`/api/customers/${randomUUID()}/marketing`, { opt_in: true, note: 'pediu por telefone' })).status).toBe(404);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
