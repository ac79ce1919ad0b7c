import { describe, expect, it } from 'vitest';
import {
  ALWAYS_OPEN,
  isOpenAt,
  isPauseActive,
  isWithinHours,
  nextOpenAt,
  nextOpenText,
  orderingState,
  orderingText,
  pauseBanner,
  saoPauloParts,
  validateOpeningHours,
  type OpeningHours,
} from './hours.js';

// Tue 2026-11-24; Sao Paulo is UTC-3 all year (no DST since 2019)
const sp = (local: string) => new Date(`${local}-03:00`);

// lunch Mon-Sat 10:30-14:30, dinner Fri 18:00-22:00, closed Sundays; Christmas closed
const HOURS: OpeningHours = {
  hours: [1, 2, 3, 4, 5, 6]
    .map((weekday) => ({ weekday, open: '10:30', close: '14:30' }))
    .concat([{ weekday: 5, open: '18:00', close: '22:00' }]),
  closed_dates: ['2026-12-25'],
};

describe('opening hours', () => {
  it('an empty database is open every minute of every day, midnight included', () => {
    expect(isOpenAt(sp('2026-11-24T03:00:00'), ALWAYS_OPEN)).toBe(true);
    expect(isOpenAt(sp('2026-11-29T00:00:00'), ALWAYS_OPEN)).toBe(true);
    expect(isOpenAt(sp('2026-11-29T23:59:59'), ALWAYS_OPEN)).toBe(true);
    expect(nextOpenAt(sp('2026-11-24T03:00:00'), ALWAYS_OPEN)).toBe('2026-11-24T06:00:00.000Z');
  });

  it('open is inclusive, close exclusive, in Sao Paulo time whatever the machine zone', () => {
    expect(isWithinHours(sp('2026-11-24T10:29:59'), HOURS)).toBe(false);
    expect(isWithinHours(sp('2026-11-24T10:30:00'), HOURS)).toBe(true);
    expect(isWithinHours(sp('2026-11-24T14:29:00'), HOURS)).toBe(true);
    expect(isWithinHours(sp('2026-11-24T14:30:00'), HOURS)).toBe(false);
    // 13:00 UTC is 10:00 in Sao Paulo: closed
    expect(isWithinHours(new Date('2026-11-24T13:00:00Z'), HOURS)).toBe(false);
  });

  it('the same minute asked twice, then the next one across midnight, gives each its own parts', () => {
    // the answer of a minute is remembered: a change of minute (and of day) must never reuse it
    const late = new Date('2024-03-07T02:59:10Z');
    expect(saoPauloParts(late)).toEqual({ day: '2024-03-06', weekday: 3, minutes: 23 * 60 + 59 });
    const again = saoPauloParts(new Date('2024-03-07T02:59:59Z'));
    again.minutes = 0; // a caller changing its copy changes nothing remembered
    expect(saoPauloParts(late).minutes).toBe(23 * 60 + 59);
    expect(saoPauloParts(new Date('2024-03-07T03:00:00Z'))).toEqual({ day: '2024-03-07', weekday: 4, minutes: 0 });
    expect(saoPauloParts(late).day).toBe('2024-03-06');
  });

  it('a weekday with no entry and a closed date are closed', () => {
    expect(isWithinHours(sp('2026-11-29T12:00:00'), HOURS)).toBe(false); // Sunday
    expect(isWithinHours(sp('2026-12-25T12:00:00'), HOURS)).toBe(false); // Friday, Christmas
  });

  it('next opening: later today, tomorrow, after a Sunday, after a closed date', () => {
    expect(nextOpenAt(sp('2026-11-24T08:00:00'), HOURS)).toBe(sp('2026-11-24T10:30:00').toISOString());
    expect(nextOpenAt(sp('2026-11-27T15:00:00'), HOURS)).toBe(sp('2026-11-27T18:00:00').toISOString());
    expect(nextOpenAt(sp('2026-11-24T23:00:00'), HOURS)).toBe(sp('2026-11-25T10:30:00').toISOString());
    expect(nextOpenAt(sp('2026-11-28T15:00:00'), HOURS)).toBe(sp('2026-11-30T10:30:00').toISOString());
    expect(nextOpenAt(sp('2026-12-24T15:00:00'), HOURS)).toBe(sp('2026-12-26T10:30:00').toISOString());
    expect(nextOpenAt(sp('2026-11-24T12:00:00'), HOURS)).toBe(sp('2026-11-24T12:00:00').toISOString());
    expect(nextOpenAt(sp('2026-11-24T12:00:00'), { hours: [], closed_dates: [] })).toBeNull();
  });

  it("says when we open next in Portuguese", () => {
    const now = sp('2026-11-24T08:00:00'); // Tuesday
    expect(nextOpenText(sp('2026-11-24T18:00:00'), now)).toBe('Abrimos hoje às 18h00');
    expect(nextOpenText(sp('2026-11-25T10:30:00'), now)).toBe('Abrimos amanhã às 10h30');
    expect(nextOpenText(sp('2026-11-30T10:30:00'), now)).toBe('Abrimos segunda-feira às 10h30');
    expect(nextOpenText(sp('2026-11-28T09:05:00'), now)).toBe('Abrimos sábado às 09h05');
    expect(nextOpenText(sp('2026-12-26T10:30:00'), now)).toBe('Abrimos em 26/12 às 10h30');
    // just before midnight, 'amanhã' is the next Sao Paulo day (02:30 UTC is still 23:30 the day before)
    expect(nextOpenText(sp('2026-11-25T00:00:00'), new Date('2026-11-25T02:30:00Z'))).toBe('Abrimos amanhã às 00h00');
    expect(nextOpenText(null, now)).toBeNull();
  });

  it('validates what the owner sends', () => {
    expect(validateOpeningHours(HOURS)).toBeNull();
    expect(validateOpeningHours({ hours: [{ weekday: 1, open: '00:00', close: '24:00' }], closed_dates: [] })).toBeNull();
    expect(validateOpeningHours({ hours: [{ weekday: 7, open: '10:00', close: '12:00' }] })).toMatch(/Dia da semana/);
    expect(validateOpeningHours({ hours: [{ weekday: 1, open: '10h', close: '12:00' }] })).toMatch(/HH:mm/);
    expect(validateOpeningHours({ hours: [{ weekday: 1, open: '14:00', close: '12:00' }] })).toMatch(/fechamento/);
    expect(
      validateOpeningHours({ hours: [{ weekday: 1, open: '10:00', close: '14:00' }, { weekday: 1, open: '13:00', close: '15:00' }] }),
    ).toMatch(/sobrepor/);
    expect(validateOpeningHours({ hours: [], closed_dates: ['2026-02-30'] })).toMatch(/Data fechada/);
    expect(validateOpeningHours({ hours: 'x' })).toMatch(/lista/);
    expect(validateOpeningHours(null)).toMatch(/inválido/);
  });
});

describe('pause', () => {
  const now = sp('2026-11-24T12:00:00');
  it("the banner says the owner's note once, and when it ends in its title (issue 24)", () => {
    const until = (iso: string) => ({ open: false, paused: true, message: 'Cozinha lotada, voltamos já', next_open_at: sp(iso).toISOString() });
    expect(pauseBanner(until('2026-11-24T12:30:00'), now)).toEqual({ title: 'Pedidos pausados até 12h30', text: 'Cozinha lotada, voltamos já.' });
    expect(pauseBanner(until('2026-11-25T10:30:00'), now).title).toBe('Pedidos pausados até amanhã às 10h30');
    expect(pauseBanner(until('2026-12-10T10:30:00'), now).title).toBe('Pedidos pausados até 10/12 às 10h30');
    expect(pauseBanner({ open: false, paused: true, message: null, next_open_at: null }, now)).toEqual({
      title: 'Pedidos pausados',
      text: 'Tente novamente mais tarde.',
    });
    expect(pauseBanner({ open: false, paused: true, message: '  ', next_open_at: sp('2026-11-24T12:30:00').toISOString() }, now)).toEqual({
      title: 'Pedidos pausados até 12h30',
      text: null,
    });
  });

  it('a pause with until ends by itself', () => {
    const pause = { paused: true, message: 'Cozinha cheia', until: sp('2026-11-24T12:30:00').toISOString() };
    expect(isPauseActive(pause, now)).toBe(true);
    expect(isPauseActive(pause, sp('2026-11-24T12:30:00'))).toBe(false);
    expect(isOpenAt(now, HOURS, pause)).toBe(false);
    expect(isOpenAt(sp('2026-11-24T12:31:00'), HOURS, pause)).toBe(true);
  });

  it('ordering state and text: paused, closed, open', () => {
    const pause = { paused: true, message: 'Cozinha cheia', until: sp('2026-11-24T12:30:00').toISOString() };
    const paused = orderingState(now, HOURS, pause);
    expect(paused).toEqual({ open: false, paused: true, message: 'Cozinha cheia', next_open_at: sp('2026-11-24T12:30:00').toISOString() });
    expect(orderingText(paused, now)).toBe('Cozinha cheia. Voltamos hoje às 12h30.');
    const forever = orderingState(now, HOURS, { paused: true, message: null, until: null });
    expect(forever.next_open_at).toBeNull();
    expect(orderingText(forever, now)).toBe('Pedidos pausados no momento. Tente novamente mais tarde.');
    const night = sp('2026-11-24T20:00:00');
    const closed = orderingState(night, HOURS, null);
    expect(closed).toEqual({ open: false, paused: false, message: null, next_open_at: sp('2026-11-25T10:30:00').toISOString() });
    expect(orderingText(closed, night)).toBe('Estamos fechados no momento. Abrimos amanhã às 10h30.');
    expect(orderingState(now, HOURS, null)).toEqual({ open: true, paused: false, message: null, next_open_at: null });
    expect(orderingText(orderingState(now, HOURS), now)).toBeNull();
  });

  it("the server's refusal says what is wrong first, and that a closed shop still takes slots", () => {
    const pause = { paused: true, message: 'Cozinha cheia', until: sp('2026-11-24T12:30:00').toISOString() };
    expect(orderingText(orderingState(now, HOURS, pause), now, 'refusal')).toBe(
      'Os pedidos estão pausados no momento: Cozinha cheia. Voltamos hoje às 12h30.',
    );
    const forever = orderingState(now, HOURS, { paused: true, message: null, until: null });
    expect(orderingText(forever, now, 'refusal')).toBe('Pedidos pausados no momento. Tente novamente mais tarde.');
    const night = sp('2026-11-24T20:00:00');
    expect(orderingText(orderingState(night, HOURS, null), night, 'refusal')).toBe(
      'Estamos fechados no momento. Abrimos amanhã às 10h30. Você pode agendar um horário.',
    );
    expect(orderingText(orderingState(night, { hours: [], closed_dates: [] }, null), night, 'refusal')).toBe(
      'Estamos fechados no momento e sem horário de reabertura.',
    );
  });
});
