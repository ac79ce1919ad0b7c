import { createPortal } from 'react-dom';
import type { ShoppingListDto } from '@quentinha/shared/costing/api';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { formatAmount } from '@/components/costing/format';
import { purchaseText, totalCost } from './shopping-list';
import './costing-print.css';

/**
 * The paper version of the list (A4): only print media shows it (costing-print.css), so
 * 'Imprimir' is the browser's own print of this page, the app's frame left out.
 */
export function ShoppingListPrint({ list, shopName }: { list: ShoppingListDto; shopName?: string | null }) {
  return createPortal(
    <div className="shopping-print" aria-hidden>
      <style>{'@page { size: A4; margin: 14mm; }'}</style>
      <h1>Lista de Compras — {formatFullDate(list.date)}</h1>
      {shopName && <p className="shopping-print__shop">{shopName}</p>}
      <table>
        <thead>
          <tr>
            <th>Insumo</th>
            <th>Comprar</th>
            <th>Quantidade</th>
            <th>Custo estimado</th>
            <th aria-label="Comprado" />
          </tr>
        </thead>
        <tbody>
          {list.items.map((i) => (
            <tr key={i.ingredient_id}>
              <td>{i.name}</td>
              <td>{purchaseText(i)}</td>
              <td>{formatAmount(i.quantity, i.unit)}</td>
              <td className="shopping-print__money">{formatBRL(i.estimated_cost)}</td>
              <td className="shopping-print__check">☐</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Total estimado</td>
            <td className="shopping-print__money">{formatBRL(totalCost(list))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {list.missing_recipes.length > 0 && (
        <p className="shopping-print__missing">Sem ficha técnica (fora da lista): {list.missing_recipes.join(', ')}</p>
      )}
    </div>,
    document.body,
  );
}
