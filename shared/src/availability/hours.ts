import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { isCalendarDay } from '../dates/calendar-day.js';
import { TIME_ZONE } from '../dates/sao-paulo.js';

/**
 * Opening hours, pause and 'when do we open next' (DECISIONS 9.3). One implementation, used by the
 * storefront to show the state and by the server to refuse orders. All times in America/Sao_Paulo.
 */
export interface OpeningHoursEntry {
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  /** 'HH:mm' */
  open: string;
  /** 'HH:mm', later than open; '24:00' is midnight at the end of the day */
  close: string;
}

export interface OpeningHours {
  hours: OpeningHoursEntry[];
  /** 'yyyy-MM-dd' days the shop is closed (holidays) */
  closed_dates: string[];
}

export interface PauseState {
  paused: boolean;
  message: string | null;
  /** ISO instant the pause ends by itself; null = until someone resumes */
  until: string | null;
}

/** GET /api/settings/public -> ordering */
export interface OrderingState {
  open: boolean;
  paused: boolean;
  message: string | null;
  next_open_at: string | null;
}

export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

/** An empty database: open every day, all day (nothing changes until the owner sets hours). */
export const ALWAYS_OPEN: OpeningHours = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '24:00' })),
  closed_dates: [],
};

export const NO_PAUSE: PauseState = { paused: false, message: null, until: null };

export const AVAILABILITY_MESSAGES = {
  paused: 'Pedidos pausados no momento. Tente novamente mais tarde.',
  /** before the owner's note where it stands alone (an order's refusal): 'texto' alone says nothing */
  pausedBecause: 'Os pedidos estão pausados no momento:',
  closed: 'Estamos fechados no momento.',
  closedNoReopen: 'Estamos fechados no momento e sem horário de reabertura.',
  slotsStillOpen: 'Você pode agendar um horário.',
  hoursInvalid: 'Horário de funcionamento inválido',
  hoursNotList: 'Horários devem ser uma lista',
  weekdayInvalid: 'Dia da semana deve ser um número de 0 (domingo) a 6 (sábado)',
  timeInvalid: 'Horário deve estar no formato HH:mm',
  closeBeforeOpen: 'Horário de fechamento deve ser depois da abertura',
  overlap: 'Horários do mesmo dia não podem se sobrepor',
  closedDatesNotList: 'Datas fechadas devem ser uma lista',
  closedDateInvalid: 'Data fechada deve estar no formato AAAA-MM-DD',
  tooManyEntries: 'No máximo 28 horários por semana',
  tooManyClosedDates: 'No máximo 366 datas fechadas',
} as const;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:mm' -> minutes since midnight; '24:00' -> 1440; null when unreadable. */
export function parseHHmm(value: unknown): number | null {
  if (value === '24:00') return 1440;
  if (typeof value !== 'string') return null;
  const m = HHMM.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** minutes since midnight -> 'HH:mm' (1440 -> '00:00', the next midnight). */
export function formatHHmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Checks what the owner sends to PUT /api/settings/hours; a Portuguese message or null. */
export function validateOpeningHours(value: unknown): string | null {
  if (value == null || typeof value !== 'object') return AVAILABILITY_MESSAGES.hoursInvalid;
  const { hours, closed_dates } = value as Record<string, unknown>;
  if (!Array.isArray(hours)) return AVAILABILITY_MESSAGES.hoursNotList;
  if (hours.length > 28) return AVAILABILITY_MESSAGES.tooManyEntries;
  const byDay = new Map<number, [number, number][]>();
  for (const entry of hours) {
    if (entry == null || typeof entry !== 'object') return AVAILABILITY_MESSAGES.hoursInvalid;
    const { weekday, open, close } = entry as Record<string, unknown>;
    if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
      return AVAILABILITY_MESSAGES.weekdayInvalid;
    }
    const o = open === '24:00' ? null : parseHHmm(open);
    const c = parseHHmm(close);
    if (o == null || c == null) return AVAILABILITY_MESSAGES.timeInvalid;
    if (c <= o) return AVAILABILITY_MESSAGES.closeBeforeOpen;
    const list = byDay.get(weekday) ?? [];
    if (list.some(([a, b]) => o < b && a < c)) return AVAILABILITY_MESSAGES.overlap;
    list.push([o, c]);
    byDay.set(weekday, list);
  }
  if (closed_dates !== undefined) {
    if (!Array.isArray(closed_dates)) return AVAILABILITY_MESSAGES.closedDatesNotList;
    if (closed_dates.length > 366) return AVAILABILITY_MESSAGES.tooManyClosedDates;
    if (!closed_dates.every(isCalendarDay)) return AVAILABILITY_MESSAGES.closedDateInvalid;
  }
  return null;
}

/** Sorted, de-duplicated copy of valid hours (call validateOpeningHours first). */
export function normalizeOpeningHours(value: { hours: OpeningHoursEntry[]; closed_dates?: string[] }): OpeningHours {
  const hours = value.hours
    .map(({ weekday, open, close }) => ({ weekday, open, close }))
    .sort((a, b) => a.weekday - b.weekday || (parseHHmm(a.open) ?? 0) - (parseHHmm(b.open) ?? 0));
  return { hours, closed_dates: [...new Set(value.closed_dates ?? [])].sort() };
}

type Parts = { day: string; weekday: number; minutes: number };
// the last minute asked for: every order checks the hours, and the time zone's arithmetic (Intl)
// costs more than the rest of the check; Sao Paulo's offsets are whole minutes, so one minute
// of instants has one answer
let lastParts: { minute: number; parts: Parts } | null = null;

/** The Sao Paulo calendar day, weekday and minute of an instant. */
export function saoPauloParts(instant: Date): Parts {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastParts?.minute === minute) return { ...lastParts.parts };
  const [day, weekday, hh, mm] = formatInTimeZone(instant, TIME_ZONE, 'yyyy-MM-dd|i|HH|mm').split('|');
  const parts = { day, weekday: Number(weekday) % 7, minutes: Number(hh) * 60 + Number(mm) };
  if (Number.isFinite(minute)) lastParts = { minute, parts };
  return { ...parts };
}

/** The instant of 'HH:mm' (as minutes, 1440 = next midnight) on a Sao Paulo day. */
export function saoPauloInstant(day: string, minutes: number): Date {
  const base = fromZonedTime(`${day}T00:00:00`, TIME_ZONE);
  if (minutes === 0) return base;
  const nextDay = addDays(day, Math.floor(minutes / 1440));
  const m = minutes % 1440;
  return fromZonedTime(`${nextDay}T${formatHHmm(m)}:00`, TIME_ZONE);
}

/** 'yyyy-MM-dd' + n calendar days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/** The opening intervals of one Sao Paulo day, in minutes, sorted; none on a closed date. */
export function intervalsOn(day: string, hours: OpeningHours): [number, number][] {
  if (hours.closed_dates.includes(day)) return [];
  const weekday = weekdayOf(day);
  return hours.hours
    .filter((h) => h.weekday === weekday)
    .map((h): [number, number] => [parseHHmm(h.open) ?? 0, parseHHmm(h.close) ?? 0])
    .filter(([o, c]) => c > o)
    .sort((a, b) => a[0] - b[0]);
}

/** Within opening hours at this instant (open is inclusive, close exclusive). */
export function isWithinHours(instant: Date, hours: OpeningHours): boolean {
  const { day, minutes } = saoPauloParts(instant);
  return intervalsOn(day, hours).some(([o, c]) => minutes >= o && minutes < c);
}

/** A pause in force at this instant (one with `until` ends by itself). */
export function isPauseActive(pause: PauseState | null | undefined, instant: Date): boolean {
  if (!pause?.paused) return false;
  if (!pause.until) return true;
  const until = new Date(pause.until);
  return Number.isNaN(until.getTime()) || instant.getTime() < until.getTime();
}

/** Takes orders for as soon as possible at this instant: within hours and not paused. */
export function isOpenAt(instant: Date, hours: OpeningHours, pause?: PauseState | null): boolean {
  return isWithinHours(instant, hours) && !isPauseActive(pause, instant);
}

const LOOKAHEAD_DAYS = 366;

/**
 * The next instant the hours open, at or after `instant` (the instant itself when within hours);
 * ISO string, or null when no opening is found within a year.
 */
export function nextOpenAt(instant: Date, hours: OpeningHours): string | null {
  if (isWithinHours(instant, hours)) return instant.toISOString();
  const { day, minutes } = saoPauloParts(instant);
  for (let i = 0; i <= LOOKAHEAD_DAYS; i++) {
    const d = addDays(day, i);
    const start = intervalsOn(d, hours).find(([o]) => i > 0 || o >= minutes);
    if (start) return saoPauloInstant(d, start[0]).toISOString();
  }
  return null;
}

/** Where the shop stands at `now` (GET /api/settings/public -> ordering). */
export function orderingState(now: Date, hours: OpeningHours, pause?: PauseState | null): OrderingState {
  const paused = isPauseActive(pause, now);
  const withinHours = isWithinHours(now, hours);
  let next: string | null = null;
  if (paused || !withinHours) {
    // a pause with an end reopens then (or at the next opening after it)
    const from = paused ? (pause?.until ? new Date(pause.until) : null) : now;
    next = from && !Number.isNaN(from.getTime()) ? nextOpenAt(from, hours) : null;
  }
  return {
    open: withinHours && !paused,
    paused,
    message: paused ? pause?.message?.trim() || null : null,
    next_open_at: next,
  };
}

/** '10h30', '18h00' */
export function formatHour(instant: Date): string {
  return formatInTimeZone(instant, TIME_ZONE, "HH'h'mm");
}

/**
 * When the shop takes orders again, as a sentence ends: 'hoje às 18h00', 'amanhã às 10h30',
 * 'segunda-feira às 10h30' (within the next 6 days), 'em 25/12 às 10h30' (later).
 */
function whenText(at: Date, now: Date): string {
  const today = saoPauloParts(now).day;
  const { day, weekday } = saoPauloParts(at);
  const hour = formatHour(at);
  if (day <= today) return `hoje às ${hour}`;
  if (day === addDays(today, 1)) return `amanhã às ${hour}`;
  if (day <= addDays(today, 6)) return `${WEEKDAY_NAMES[weekday]} às ${hour}`;
  return `em ${formatInTimeZone(at, TIME_ZONE, 'dd/MM')} às ${hour}`;
}

function readInstant(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** 'Abrimos hoje às 18h00', 'Abrimos amanhã às 10h30'...; null when there is no next opening. */
export function nextOpenText(nextOpen: string | Date | null | undefined, now: Date = new Date()): string | null {
  const at = readInstant(nextOpen);
  return at && `Abrimos ${whenText(at, now)}`;
}

/** The owner's pause message ends as a sentence, so what follows reads apart. */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
}

/**
 * The storefront's pause banner, each thing said once (issue 24): when it ends goes in the title,
 * the owner's note alone below it ('Cozinha lotada, voltamos já' read '... voltamos já. Voltamos
 * hoje às 12h30.'). No note and no end: the title and 'Tente novamente mais tarde.'.
 */
export function pauseBanner(state: OrderingState, now: Date = new Date()): { title: string; text: string | null } {
  const back = readInstant(state.next_open_at);
  // 'até 12h30' today, 'até amanhã às 10h30', 'até 02/12 às 10h30'
  const until = back && whenText(back, now).replace(/^(?:hoje às|em) /, '');
  const note = state.message?.trim() ? sentence(state.message) : null;
  return {
    title: until ? `Pedidos pausados até ${until}` : 'Pedidos pausados',
    text: note ?? (until ? null : 'Tente novamente mais tarde.'),
  };
}

/**
 * Why the shop takes no orders now, or null while it does: one rule for every place that says it.
 * 'banner' is the storefront's (beside the shop's state: the owner's pause note says enough);
 * 'refusal' is the server's 409, read alone in the checkout's toast or by an API client: it says
 * what is wrong first, and that a closed shop still takes slots.
 */
export function orderingText(state: OrderingState, now: Date = new Date(), use: 'banner' | 'refusal' = 'banner'): string | null {
  if (state.open) return null;
  if (state.paused) {
    const back = readInstant(state.next_open_at);
    const note = state.message && sentence(state.message);
    const why = !note ? AVAILABILITY_MESSAGES.paused : use === 'refusal' ? `${AVAILABILITY_MESSAGES.pausedBecause} ${note}` : note;
    return back ? `${why} Voltamos ${whenText(back, now)}.` : why;
  }
  const next = nextOpenText(state.next_open_at, now);
  if (!next) return AVAILABILITY_MESSAGES.closedNoReopen;
  return use === 'refusal' ? `${AVAILABILITY_MESSAGES.closed} ${next}. ${AVAILABILITY_MESSAGES.slotsStillOpen}` : `${AVAILABILITY_MESSAGES.closed} ${next}.`;
}
