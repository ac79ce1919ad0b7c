import type { ReadOrderItem } from '@quentinha/shared/orders/order-reader';
import { formatBRL } from '@quentinha/shared/money/money';
import { extrasLine } from '@quentinha/shared/catalog/extras';
import './extras.css';

/** 'Nx name' lines with the chosen dishes under each (SPEC section 2 card content). */
export function OrderItems({ items }: { items: ReadOrderItem[] }) {
  return (
    <ul className="order-items">
      {items.map((item, i) => (
        <li key={`${item.productId}-${i}`} className="order-items__row">
          <div>
            <span className="order-items__qty">{item.quantity}x</span> {item.displayName}
            {item.chosenDishes.length > 0 && <div className="order-items__dishes">{item.chosenDishes.join(', ')}</div>}
            {item.extras.length > 0 && <div className="order-items__extras">{extrasLine(item.extras)}</div>}
          </div>
          <span className="order-items__price">{formatBRL(item.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}
