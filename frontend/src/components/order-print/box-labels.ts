import { SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import { isQuentinha } from '@quentinha/shared/catalog/sizes';
import type { ReadOrder } from '@quentinha/shared/orders/order-reader';
import { extrasLine } from '@quentinha/shared/catalog/extras';

export interface BoxLabel {
  /** 'n de N' over the order's boxes */
  position: string;
  customerName: string;
  size: string;
  dishes: string[];
  /** '+ Ovo frito' when the box has paid extras, else '' */
  extras: string;
  notes: string | null;
  /** neighbourhood, or 'Retirada' for a pickup order */
  destination: string;
}

/** One label per box: a line of quantity 3 is three boxes, numbered across the whole order. */
export function boxLabels(order: ReadOrder): BoxLabel[] {
  const boxes = order.items.filter((it) => isQuentinha(it.category));
  const total = boxes.reduce((n, it) => n + it.quantity, 0);
  const destination = order.isDelivery ? (order.neighborhood ?? 'Entrega') : 'Retirada';
  const labels: BoxLabel[] = [];
  for (const it of boxes)
    for (let i = 0; i < it.quantity; i++)
      labels.push({
        position: `${labels.length + 1} de ${total}`,
        customerName: order.customerName,
        size: SIZE_LABELS[it.size],
        dishes: it.chosenDishes,
        extras: extrasLine(it.extras),
        notes: it.notes,
        destination,
      });
  return labels;
}
