import { type ReactNode, useMemo } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { isQuentinha, SIZE_LETTERS, SIZES } from '@quentinha/shared/catalog/sizes';
import { type PortionsBySize, productionTotals } from '@quentinha/shared/orders/production';

export const PRODUCTION_STORAGE_KEY = 'quentinha:kitchen-production:v1';

/** 'G 3 · P 1': only the sizes that have portions, largest box first. */
function sizesText(bySize: PortionsBySize): string {
  return [...SIZES]
    .reverse()
    .filter((s) => bySize[s] > 0)
    .map((s) => `${SIZE_LETTERS[s]} ${bySize[s]}`)
    .join(' · ');
}

/**
 * 'Produção': what is still to cook and send, from the board's own orders in 'Novo Pedido' and
 * 'Em Produção', by the shared rule (the same one GET /api/kitchen/production answers with).
 * It follows the board live: an order that arrives, moves on or is cancelled changes it at once.
 */
export function ProductionPanel({ orders }: { orders: readonly OrderDto[] }) {
  const totals = useMemo(() => productionTotals(orders), [orders]);
  const boxes = totals.products.filter((p) => isQuentinha(p.category));
  const extras = totals.products.filter((p) => !isQuentinha(p.category));
  return (
    <section className="production" aria-label="Produção">
      <h2 className="production__title">Produção</h2>
      {totals.orders === 0 ? (
        <p className="production__empty">Nada a produzir agora</p>
      ) : (
        <div className="production__groups">
          <ProductionGroup title="Porções a produzir">
            {totals.dishes.map((d) => (
              <li key={d.name} className="production__tile">
                <span className="production__count">{d.total}</span>
                <span className="production__name">{d.name}</span>
                <span className="production__sizes">{sizesText(d.by_size)}</span>
              </li>
            ))}
          </ProductionGroup>
          <ProductionGroup title="Marmitas">
            {boxes.map((p) => (
              <li key={`${p.product_id}-${p.size}`} className="production__tile">
                <span className="production__count">{p.quantity}</span>
                <span className="production__name">
                  {p.name} {SIZE_LETTERS[p.size]}
                </span>
              </li>
            ))}
          </ProductionGroup>
          <ProductionGroup title="Bebidas e sobremesas a enviar">
            {extras.map((p) => (
              <li key={`${p.product_id}-${p.size}`} className="production__tile">
                <span className="production__count">{p.quantity}</span>
                <span className="production__name">{p.name}</span>
              </li>
            ))}
          </ProductionGroup>
        </div>
      )}
    </section>
  );
}

function ProductionGroup({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div className="production__group">
      <h3 className="production__group-title">{title}</h3>
      <ul className="production__tiles" aria-label={title}>
        {children}
      </ul>
    </div>
  );
}
