import { formatInTimeZone } from 'date-fns-tz';
import { DATE_NOT_AVAILABLE_SHORT, parseDate, TIME_ZONE } from '@quentinha/shared/dates/sao-paulo';

/** 'dd/MM/yyyy HH:mm' in Sao Paulo; unreadable dates read 'N/A' on this screen (SPEC section 5). */
export function formatAnalysisDateTime(value: unknown, fallback = DATE_NOT_AVAILABLE_SHORT): string {
  const date = parseDate(value);
  return date ? formatInTimeZone(date, TIME_ZONE, 'dd/MM/yyyy HH:mm') : fallback;
}

/** 'website' and 'admin' in Portuguese; anything else as it came. */
export function sourceLabel(source: string | null | undefined): string {
  if (source === 'website') return 'Site';
  if (source === 'admin') return 'Painel administrativo';
  return source || 'Não informado';
}

/** Whether a theme background colour ('#rrggbb', '#rgb' or 'rgb(...)') is dark. */
export function isDarkColor(color: string): boolean {
  let rgb: number[] | null = null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
    if (fn) rgb = fn.slice(1, 4).map(Number);
  }
  if (!rgb) return false;
  const [r, g, b] = rgb as [number, number, number];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255 < 0.5;
}
