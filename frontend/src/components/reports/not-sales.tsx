import type { BucketFiguresDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import './not-sales.css';

/** 'Pendentes: 2, R$ 187,50' */
export function bucketText(label: string, figures: BucketFiguresDto): string {
  return `${label}: ${figures.orders}, ${formatBRL(figures.revenue)}`;
}

/**
 * Orders that are not sales (shared/analytics/sales), under the cards of the Dashboard and of
 * 'Análise de Pedidos': never in their revenue, but the owner should see them.
 */
export function NotSales({ open, cancelled }: { open: BucketFiguresDto; cancelled: BucketFiguresDto }) {
  return (
    <div className="not-sales" role="group" aria-label="Fora das vendas">
      <span>{bucketText('Pendentes', open)}</span>
      <span>{bucketText('Cancelados', cancelled)}</span>
      <span className="not-sales__hint">Não entram no faturamento.</span>
    </div>
  );
}
