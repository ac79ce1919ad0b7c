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
