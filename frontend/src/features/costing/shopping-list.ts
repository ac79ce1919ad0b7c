import type { ShoppingListDto } from '@quentinha/shared/costing/api';
import { roundQuantity } from '@quentinha/shared/costing/costing';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL, formatBRNumber, roundMoney } from '@quentinha/shared/money/money';
import { capMessage } from '@quentinha/shared/whatsapp/order-message';
import { toSpreadsheetCsv } from '@/components/csv/spreadsheet-csv';
import { formatAmount } from '@/components/costing/format';

type Item = ShoppingListDto['items'][number];

/** '4 × saco 5 kg' */
export const purchaseText = (item: Item) => `${item.purchase_units} × ${item.purchase_unit_label}`;

/** The list's total: the server's when it sends one, else the sum of its lines. */
export function totalCost(list: ShoppingListDto): number {
  if (typeof list.total_estimated_cost === 'number') return list.total_estimated_cost;
  return roundMoney(list.items.reduce((sum, i) => sum + i.estimated_cost, 0));
}

/** The list as a supplier reads it in a chat: one line per ingredient, what to buy first. */
export function shoppingListText(list: ShoppingListDto, shopName?: string | null): string {
  const lines = [
    `*Lista de Compras — ${formatFullDate(list.date)}*`,
    ...(shopName ? [shopName] : []),
    '',
    ...list.items.map((i) => `• ${i.name}: ${purchaseText(i)} (${formatAmount(i.quantity, i.unit)})`),
    '',
    `Total estimado: ${formatBRL(totalCost(list))}`,
  ];
  return capMessage(lines.join('\n'));
}

/** The same list for a spreadsheet (Brazilian CSV: semicolons, decimal commas). */
export function shoppingListCsv(list: ShoppingListDto): string {
  return toSpreadsheetCsv({
    fields: ['Insumo', 'Quantidade', 'Unidade', 'Embalagens', 'Embalagem', 'Custo estimado (R$)'],
    data: list.items.map((i) => [
      i.name,
      // no thousands dots: a spreadsheet reads '3001,5' as a number
      String(roundQuantity(i.quantity)).replace('.', ','),
      i.unit,
      i.purchase_units,
      i.purchase_unit_label,
      formatBRNumber(i.estimated_cost),
    ]),
  });
}

/** A chat with the list typed in; the person picks the supplier's contact. */
export const supplierLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
