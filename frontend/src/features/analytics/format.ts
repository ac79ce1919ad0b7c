import { DATE_NOT_AVAILABLE_SHORT, formatFullDateTime } from '@quentinha/shared/dates/sao-paulo';

/** 'dd/MM/yyyy HH:mm' in Sao Paulo (the same as its CSV); unreadable dates read 'N/A' here (SPEC section 5). */
export function formatAnalysisDateTime(value: unknown): string {
  return formatFullDateTime(value, DATE_NOT_AVAILABLE_SHORT);
}

/** 'website' and 'admin' in Portuguese; anything else as it came. */
export function sourceLabel(source: string | null | undefined): string {
  if (source === 'website') return 'Site';
  if (source === 'admin') return 'Painel administrativo';
  return source || 'Não informado';
}
