import type { DailyMenuDto, DishDto } from '@quentinha/shared/api/types';
import { addDays, WEEKDAY_NAMES, weekdayOf } from '@quentinha/shared/availability/hours';
import { groupDishesByType, type DishGroup } from '@quentinha/shared/catalog/dish-groups';
import { dayLabel } from './copy-menu';

/** How many days 'Semana' plans ahead, today included. */
export const WEEK_LENGTH = 7;

export interface WeekDay {
  /** yyyy-MM-dd, a Sao Paulo calendar day */
  date: string;
  /** 'Seg 30/11' */
  label: string;
}

/** 'Seg', 'Ter', ... 'Sáb': the first three letters of the weekday's pt-BR name, capitalised. */
export function shortWeekday(day: string): string {
  const name = WEEKDAY_NAMES[weekdayOf(day)] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1, 3);
}

/** 'Seg 30/11', read from the calendar day itself: no time zone moves it to another day. */
export const weekDayLabel = (day: string) => `${shortWeekday(day)} ${dayLabel(day)}`;

/** The days the week view shows: `today` (Sao Paulo) and the 6 after it. */
export function weekFrom(today: string, length = WEEK_LENGTH): WeekDay[] {
  return Array.from({ length }, (_, i) => {
    const date = addDays(today, i);
    return { date, label: weekDayLabel(date) };
  });
}

/** What the week knows of one day's menu: still loading, failed, none saved, or the saved one. */
export type DayMenuState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; menu: DailyMenuDto | null };

/**
 * The menu an empty day offers to copy: the nearest earlier day with a saved menu. `days` are in
 * date order, the empty day among them; undefined while a nearer day is still loading (its menu
 * would be the one to copy), null when no earlier day has a menu.
 */
export function copySourceFor(
  date: string,
  days: readonly { date: string; state: DayMenuState }[],
): { date: string; menu: DailyMenuDto } | null | undefined {
  const earlier = days.filter((d) => d.date < date).reverse();
  for (const { date: day, state } of earlier) {
    if (state.status === 'loading') return undefined;
    if (state.status === 'ready' && state.menu) return { date: day, menu: state.menu };
  }
  return null;
}

/**
 * A saved menu's dishes, grouped by type as the editor groups them. Only dishes the editor can show
 * (active, not drinks) are listed, so the week shows what opening the day would show checked.
 */
export function menuGroups(menu: DailyMenuDto, dishes: readonly DishDto[]): DishGroup[] {
  const chosen = new Set(menu.dishes);
  return groupDishesByType(dishes.filter((d) => chosen.has(d.id)));
}

/** '20 porções' for a capped dish; null without a cap (DECISIONS 9.3). */
export function capLabel(cap: number | null | undefined): string | null {
  if (cap === null || cap === undefined) return null;
  return cap === 1 ? '1 porção' : `${cap} porções`;
}
