import {
  addDays,
  formatHHmm,
  intervalsOn,
  parseHHmm,
  saoPauloInstant,
  saoPauloParts,
  type OpeningHours,
} from './hours.js';
import { isCalendarDay } from '../dates/calendar-day.js';

/** Scheduled orders (DECISIONS 9.3): settings for slot length, capacity in boxes and kitchen lead time. */
export interface SchedulingSettings {
  /** minutes per slot */
  slot_minutes: number;
  /** boxes (quentinhas) per slot */
  slot_capacity: number;
  /** minutes before its slot a scheduled order shows in the kitchen's 'Novo Pedido' */
  kitchen_lead_minutes: number;
}

export const DEFAULT_SCHEDULING: SchedulingSettings = { slot_minutes: 15, slot_capacity: 10, kitchen_lead_minutes: 30 };

export const SCHEDULING_LIMITS = {
  slotMinutes: { min: 5, max: 240 },
  slotCapacity: { min: 1, max: 1000 },
  kitchenLeadMinutes: { min: 0, max: 720 },
} as const;

export const SCHEDULING_MESSAGES = {
  slotMinutes: `Duração do horário deve ser um número inteiro de ${SCHEDULING_LIMITS.slotMinutes.min} a ${SCHEDULING_LIMITS.slotMinutes.max} minutos`,
  slotCapacity: `Capacidade por horário deve ser um número inteiro de ${SCHEDULING_LIMITS.slotCapacity.min} a ${SCHEDULING_LIMITS.slotCapacity.max} quentinhas`,
  kitchenLeadMinutes: `Antecedência da cozinha deve ser um número inteiro de ${SCHEDULING_LIMITS.kitchenLeadMinutes.min} a ${SCHEDULING_LIMITS.kitchenLeadMinutes.max} minutos`,
  dateInvalid: 'Data deve estar no formato AAAA-MM-DD',
  scheduledInvalid: 'Horário agendado inválido',
  scheduledDay: 'Agendamento só para hoje ou amanhã',
  scheduledPast: 'Esse horário já passou. Escolha outro horário.',
  scheduledOutside: 'Horário agendado fora do horário de funcionamento',
  slotFull: (slot: Slot) => `O horário ${slot.start}-${slot.end} está lotado. Escolha outro horário.`,
} as const;

const inRange = (v: unknown, r: { min: number; max: number }) =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

/** Checks a (partial) scheduling settings body; a Portuguese message or null. */
export function validateSchedulingSettings(value: Partial<Record<keyof SchedulingSettings, unknown>>): string | null {
  if (value.slot_minutes !== undefined && !inRange(value.slot_minutes, SCHEDULING_LIMITS.slotMinutes)) return SCHEDULING_MESSAGES.slotMinutes;
  if (value.slot_capacity !== undefined && !inRange(value.slot_capacity, SCHEDULING_LIMITS.slotCapacity)) return SCHEDULING_MESSAGES.slotCapacity;
  if (value.kitchen_lead_minutes !== undefined && !inRange(value.kitchen_lead_minutes, SCHEDULING_LIMITS.kitchenLeadMinutes)) {
    return SCHEDULING_MESSAGES.kitchenLeadMinutes;
  }
  return null;
}

export interface Slot {
  /** 'HH:mm' */
  start: string;
  /** 'HH:mm' ('00:00' when the slot ends at midnight) */
  end: string;
}

/** GET /api/orders/slots?date= */
export interface SlotAvailability extends Slot {
  capacity: number;
  taken: number;
  available: number;
}

/**
 * The slots of a Sao Paulo day: each opening interval cut into `slot_minutes` pieces from its
 * opening; a piece that would run past closing time is not offered. None on a closed date.
 */
export function slotsForDate(day: string, hours: OpeningHours, slotMinutes: number): Slot[] {
  if (!isCalendarDay(day) || !(slotMinutes > 0)) return [];
  const slots: Slot[] = [];
  for (const [open, close] of intervalsOn(day, hours)) {
    for (let s = open; s + slotMinutes <= close; s += slotMinutes) {
      slots.push({ start: formatHHmm(s), end: formatHHmm(s + slotMinutes) });
    }
  }
  return slots;
}

/** capacity, taken and what is left of each slot; `taken` maps a slot start 'HH:mm' to boxes. */
export function slotAvailability(slots: Slot[], capacity: number, taken: Record<string, number>): SlotAvailability[] {
  return slots.map((slot) => {
    const t = taken[slot.start] ?? 0;
    return { ...slot, capacity, taken: t, available: Math.max(0, capacity - t) };
  });
}

export function hasRoom(slot: SlotAvailability, boxes: number): boolean {
  return slot.taken + boxes <= slot.capacity;
}

/** The instant a slot of a Sao Paulo day starts. */
export function slotStartInstant(day: string, slot: Slot): Date {
  return saoPauloInstant(day, parseHHmm(slot.start) ?? 0);
}

export type ScheduleCheck =
  | { ok: true; day: string; slot: Slot; start: Date }
  | { ok: false; message: string };

/**
 * Where a requested `scheduled_for` lands: today or tomorrow (Sao Paulo), in a slot that has not
 * started yet and lies within opening hours. Capacity is checked apart (it needs the counts).
 */
export function placeScheduledFor(scheduledFor: Date, now: Date, hours: OpeningHours, slotMinutes: number): ScheduleCheck {
  if (Number.isNaN(scheduledFor.getTime())) return { ok: false, message: SCHEDULING_MESSAGES.scheduledInvalid };
  const today = saoPauloParts(now).day;
  const { day, minutes } = saoPauloParts(scheduledFor);
  if (day !== today && day !== addDays(today, 1)) return { ok: false, message: SCHEDULING_MESSAGES.scheduledDay };
  const slot = slotsForDate(day, hours, slotMinutes).find((s) => {
    const start = parseHHmm(s.start) ?? 0;
    return minutes >= start && minutes < start + slotMinutes;
  });
  if (!slot) return { ok: false, message: SCHEDULING_MESSAGES.scheduledOutside };
  if (hasStarted(day, slot, now)) return { ok: false, message: SCHEDULING_MESSAGES.scheduledPast };
  return { ok: true, day, slot, start: slotStartInstant(day, slot) };
}

/** A slot that has begun takes no more orders (the checkout hides it, the server refuses it). */
export function hasStarted(day: string, slot: Slot, now: Date): boolean {
  return slotStartInstant(day, slot).getTime() < now.getTime();
}

/** The 'Quando?' choices of a day: slots not yet begun, with their room for `boxes` more. */
export function bookableSlots(day: string, slots: readonly SlotAvailability[], now: Date, boxes: number) {
  return slots.filter((slot) => !hasStarted(day, slot, now)).map((slot) => ({ ...slot, full: !hasRoom(slot, Math.max(1, boxes)) }));
}

/** The instant an order is for: its slot, or when it was placed (as soon as possible). */
export function serviceInstant(order: { scheduled_for?: string | null; created_at: string }): string {
  return order.scheduled_for || order.created_at;
}

/**
 * A scheduled order's slot as the boards and the customer read it: '12:00-12:15' today,
 * 'amanhã 12:00-12:15', '25/11 12:00-12:15' further on.
 */
export function scheduledSlotText(scheduledFor: string, slotMinutes: number, now: Date = new Date()): string {
  const at = new Date(scheduledFor);
  if (Number.isNaN(at.getTime())) return '';
  const { day, minutes } = saoPauloParts(at);
  const range = `${formatHHmm(minutes)}-${formatHHmm((minutes + slotMinutes) % 1440)}`;
  const today = saoPauloParts(now).day;
  if (day === today) return range;
  if (day === addDays(today, 1)) return `amanhã ${range}`;
  return `${day.slice(8, 10)}/${day.slice(5, 7)} ${range}`;
}

/** A scheduled order shows in the kitchen's 'Novo Pedido' from `lead` minutes before its slot. */
export function isDueForKitchen(scheduledFor: string | null | undefined, now: Date, leadMinutes: number): boolean {
  if (!scheduledFor) return true;
  const at = new Date(scheduledFor);
  return Number.isNaN(at.getTime()) || at.getTime() - leadMinutes * 60_000 <= now.getTime();
}

/** The days a customer may schedule for (today and tomorrow, Sao Paulo) that still have a slot ahead. */
export function schedulingDays(now: Date, hours: OpeningHours, slotMinutes: number): string[] {
  const today = saoPauloParts(now).day;
  return [today, addDays(today, 1)].filter((day) =>
    slotsForDate(day, hours, slotMinutes).some((slot) => !hasStarted(day, slot, now)),
  );
}

/**
 * Since when the kitchen has had an order (what its age badge counts): when it was placed, or
 * for a scheduled one, when it came into 'Novo Pedido' (`lead` minutes before its slot).
 */
export function kitchenSince(order: { scheduled_for?: string | null; created_at: string }, leadMinutes: number): string {
  if (!order.scheduled_for) return order.created_at;
  const due = new Date(order.scheduled_for).getTime() - leadMinutes * 60_000;
  const created = new Date(order.created_at).getTime();
  if (Number.isNaN(due)) return order.created_at;
  return due > created ? new Date(due).toISOString() : order.created_at;
}
