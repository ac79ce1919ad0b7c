const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A percent in Brazilian form with one decimal: 10.44 -> '10,4%', -3 -> '-3,0%'. */
export function formatPercent(percent: number): string {
  // Intl writes a minus sign (U+2212) in some engines; spreadsheets and tests expect '-'
  return `${PERCENT.format(percent).replace('\u2212', '-')}%`;
}

/** How a figure moved against the previous period, as a dashboard badge shows it. */
export interface Change {
  /** '+10,4%', '-3,0%', '0,0%'; '—' when there is nothing to compare with */
  text: string;
  trend: 'up' | 'down' | 'flat' | 'none';
}

/** The change from `previous` to `current` in percent; no figure when the previous was zero. */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

function changeOf(delta: number | null, text: (d: number) => string): Change {
  if (delta === null) return { text: '—', trend: 'none' };
  if (delta === 0) return { text: text(0), trend: 'flat' };
  return { text: `${delta > 0 ? '+' : ''}${text(delta)}`, trend: delta > 0 ? 'up' : 'down' };
}

/** Badge for a count or an amount: the relative change ('+12,5%'); '—' without a previous figure. */
export function relativeChange(current: number, previous: number | null): Change {
  return changeOf(previous === null ? null : percentChange(current, previous), formatPercent);
}

/**
 * Badge for a figure that is itself a percent (the margin): the difference in percentage points
 * ('+2,1 p.p.'), since a percent of a percent reads as nonsense; '—' when either period had no sales.
 */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return changeOf(null, String);
  const delta = Math.round((current - previous) * 10) / 10;
  return changeOf(delta, (d) => `${formatPercent(d).slice(0, -1)} p.p.`);
}
