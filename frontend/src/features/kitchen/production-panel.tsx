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
              <ProductionTile key={d.name} count={d.total} name={d.name} sizes={sizesText(d.by_size)} />
            ))}
          </ProductionGroup>
          <ProductionGroup title="Marmitas">
            {boxes.map((p) => (
              <ProductionTile key={`${p.product_id}-${p.size}`} count={p.quantity} name={`${p.name} ${SIZE_LETTERS[p.size]}`} />
            ))}
          </ProductionGroup>
          <ProductionGroup title="Bebidas e sobremesas a enviar">
            {extras.map((p) => (
              <ProductionTile key={`${p.product_id}-${p.size}`} count={p.quantity} name={p.name} />
            ))}
          </ProductionGroup>
        </div>
      )}
    </section>
  );
}

/** One line to produce: how many, of what, and (for dishes) how many of each size. */
function ProductionTile({ count, name, sizes }: { count: number; name: string; sizes?: string }) {
  return (
    <li className="production__tile">
      <span className="production__count">{count}</span>
      <span className="production__name">{name}</span>
      {sizes !== undefined && <span className="production__sizes">{sizes}</span>}
    </li>
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
