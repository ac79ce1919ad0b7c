import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, type OpeningHours } from './hours.js';
import {
  bookableSlots,
  isDueForKitchen,
  kitchenSince,
  placeScheduledFor,
  scheduledSlotText,
  schedulingDays,
  serviceInstant,
  slotAvailability,
  slotsForDate,
  validateSchedulingSettings,
} from './slots.js';

const sp = (local: string) => new Date(`${local}-03:00`);
const HOURS: OpeningHours = {
  hours: [
    { weekday: 2, open: '11:00', close: '12:10' },
    { weekday: 2, open: '18:00', close: '19:00' },
  ],
  closed_dates: ['2026-12-01'],
};

describe('slots', () => {
  it('cuts each opening into slots; a slot crossing closing time is not offered', () => {
    expect(slotsForDate('2026-11-24', HOURS, 30)).toEqual([
      { start: '11:00', end: '11:30' },
      { start: '11:30', end: '12:00' },
      // 12:00-12:30 would cross 12:10
      { start: '18:00', end: '18:30' },
      { start: '18:30', end: '19:00' },
    ]);
  });

  it('none on a closed date or a day without hours; midnight ends as 00:00', () => {
    expect(slotsForDate('2026-12-01', HOURS, 30)).toEqual([]); // a Tuesday, closed
    expect(slotsForDate('2026-11-25', HOURS, 30)).toEqual([]);
    const all = slotsForDate('2026-11-25', ALWAYS_OPEN, 15);
    expect(all).toHaveLength(96);
    expect(all[0]).toEqual({ start: '00:00', end: '00:15' });
    expect(all[95]).toEqual({ start: '23:45', end: '00:00' });
    expect(slotsForDate('2026-02-30', ALWAYS_OPEN, 15)).toEqual([]);
  });

  it('availability from boxes taken', () => {
    const slots = slotsForDate('2026-11-24', HOURS, 30).slice(0, 2);
    expect(slotAvailability(slots, 5, { '11:00': 5, '11:30': 2 })).toEqual([
      { start: '11:00', end: '11:30', capacity: 5, taken: 5, available: 0 },
      { start: '11:30', end: '12:00', capacity: 5, taken: 2, available: 3 },
    ]);
  });

  it('places scheduled_for: today or tomorrow, within hours, not started yet', () => {
    const now = sp('2026-11-24T11:10:00');
    const ok = placeScheduledFor(sp('2026-11-24T11:40:00'), now, HOURS, 30);
    expect(ok).toMatchObject({ ok: true, day: '2026-11-24', slot: { start: '11:30', end: '12:00' } });
    expect(ok.ok && ok.start.toISOString()).toBe(sp('2026-11-24T11:30:00').toISOString());
    expect(placeScheduledFor(sp('2026-11-24T11:05:00'), now, HOURS, 30)).toMatchObject({ ok: false, message: expect.stringMatching(/já passou/) });
    expect(placeScheduledFor(sp('2026-11-24T12:05:00'), now, HOURS, 30)).toMatchObject({ ok: false, message: expect.stringMatching(/fora do horário/) });
    expect(placeScheduledFor(sp('2026-11-24T15:00:00'), now, HOURS, 30)).toMatchObject({ ok: false, message: expect.stringMatching(/fora do horário/) });
    expect(placeScheduledFor(sp('2026-11-26T11:00:00'), now, ALWAYS_OPEN, 30)).toMatchObject({ ok: false, message: expect.stringMatching(/hoje ou amanhã/) });
    // tomorrow just after midnight, asked at 23:50 (02:50 UTC of the next UTC day)
    const late = new Date('2026-11-25T02:50:00Z');
    expect(placeScheduledFor(sp('2026-11-25T00:00:00'), late, ALWAYS_OPEN, 15)).toMatchObject({ ok: true, day: '2026-11-25', slot: { start: '00:00' } });
    expect(placeScheduledFor(new Date('x'), now, HOURS, 30)).toMatchObject({ ok: false });
  });

  it('kitchen lead time and settings checks', () => {
    const at = sp('2026-11-24T12:00:00').toISOString();
    expect(isDueForKitchen(at, sp('2026-11-24T11:29:00'), 30)).toBe(false);
    expect(isDueForKitchen(at, sp('2026-11-24T11:30:00'), 30)).toBe(true);
    expect(isDueForKitchen(null, sp('2026-11-24T11:00:00'), 30)).toBe(true);
    expect(validateSchedulingSettings({ slot_minutes: 15, slot_capacity: 10, kitchen_lead_minutes: 0 })).toBeNull();
    expect(validateSchedulingSettings({ slot_minutes: 2 })).toMatch(/Duração/);
    expect(validateSchedulingSettings({ slot_capacity: 1.5 })).toMatch(/Capacidade/);
    expect(validateSchedulingSettings({ kitchen_lead_minutes: -1 })).toMatch(/Antecedência/);
  });

  it("offers at checkout only slots not begun, marking those without room for the cart's boxes", () => {
    const day = '2026-11-24';
    const slots = slotAvailability(slotsForDate(day, HOURS, 30), 4, { '11:30': 2, '18:00': 4 });
    const offered = bookableSlots(day, slots, sp('2026-11-24T11:05'), 3);
    expect(offered.map((s) => [s.start, s.available, s.full])).toEqual([
      ['11:30', 2, true],
      ['18:00', 0, true],
      ['18:30', 4, false],
    ]);
    // a drinks-only cart still needs one place
    expect(bookableSlots(day, slots, sp('2026-11-24T11:05'), 0).map((s) => s.full)).toEqual([false, true, false]);
  });

  it("reads a scheduled slot as '12:00-12:15', 'amanhã …' or with its date", () => {
    const now = sp('2026-11-24T09:00');
    expect(scheduledSlotText(sp('2026-11-24T12:00').toISOString(), 15, now)).toBe('12:00-12:15');
    expect(scheduledSlotText(sp('2026-11-25T23:45').toISOString(), 15, now)).toBe('amanhã 23:45-00:00');
    expect(scheduledSlotText(sp('2026-11-27T12:30').toISOString(), 30, now)).toBe('27/11 12:30-13:00');
  });

  it('an order is for its slot, else for when it was placed', () => {
    expect(serviceInstant({ scheduled_for: '2026-11-25T15:00:00.000Z', created_at: '2026-11-24T15:00:00.000Z' })).toBe('2026-11-25T15:00:00.000Z');
    expect(serviceInstant({ scheduled_for: null, created_at: '2026-11-24T15:00:00.000Z' })).toBe('2026-11-24T15:00:00.000Z');
  });

  it('schedules today while a slot is ahead, and tomorrow when it has hours', () => {
    // Tue 24th: lunch and dinner; Wed 25th: no hours
    expect(schedulingDays(sp('2026-11-24T12:05'), HOURS, 30)).toEqual(['2026-11-24']);
    expect(schedulingDays(sp('2026-11-24T18:31'), HOURS, 30)).toEqual([]);
    expect(schedulingDays(sp('2026-11-23T20:00'), HOURS, 30)).toEqual(['2026-11-24']);
  });

  it("a scheduled order's age counts from when it came into the kitchen", () => {
    const created = '2026-11-24T11:00:00.000Z';
    expect(kitchenSince({ scheduled_for: '2026-11-24T15:00:00.000Z', created_at: created }, 30)).toBe('2026-11-24T14:30:00.000Z');
    // placed inside the lead time: from when it was placed
    expect(kitchenSince({ scheduled_for: '2026-11-24T11:10:00.000Z', created_at: created }, 30)).toBe(created);
    expect(kitchenSince({ scheduled_for: null, created_at: created }, 30)).toBe(created);
  });
});
