import { formatPercent } from '@quentinha/shared/analytics/percent';
import type { PaymentSlice } from './chart-data';

/**
 * The pie's legend with each method's count and share. Plain HTML outside the lazy chart: the
 * figures are on screen (and readable by a screen reader) before nivo has loaded.
 */
export function PaymentLegend({ data }: { data: PaymentSlice[] }) {
  const total = data.reduce((sum, s) => sum + s.value, 0);
  return (
    <ul className="analytics-legend" aria-label="Legenda de Métodos de Pagamento">
      {data.map((s) => (
        <li key={s.id} className="analytics-legend__item">
          <span className="analytics-legend__swatch" style={{ background: s.color }} aria-hidden />
          <span>{s.label}</span>
          <span className="analytics-legend__value">
            {s.value} ({formatPercent(total ? (s.value / total) * 100 : 0)})
          </span>
        </li>
      ))}
    </ul>
  );
}
