import { useEffect } from 'react';
import { formatBRL } from '@quentinha/shared/money/money';
import { useActiveProducts } from '@/api/catalog';
import { useToast } from '@/components/feedback/toast';
import { replaceLines } from '@/stores/cart/cart-slice';
import { reconcileCart } from '@/stores/cart/reconcile';
import { selectCartLines, useAppDispatch, useAppSelector } from '@/stores/hooks';

/** Each time a fresh menu arrives, the stored cart is checked against it. */
export function useCartReconcile(): void {
  const { data: products, dataUpdatedAt } = useActiveProducts();
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const toast = useToast();

  useEffect(() => {
    if (!products || lines.length === 0) return;
    const result = reconcileCart(lines, products);
    if (!result.changed) return;
    dispatch(replaceLines(result.lines));
    const parts: string[] = [];
    if (result.removed.length) {
      parts.push(`Saíram do cardápio: ${result.removed.map((l) => l.name).join(', ')}.`);
    }
    for (const { line, oldPrice } of result.repriced) {
      parts.push(`${line.name}: de ${formatBRL(oldPrice)} para ${formatBRL(line.price)}.`);
    }
    if (parts.length) toast.warning('Seu carrinho foi atualizado', parts.join(' '));
    // only a new menu triggers this, not every cart change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [products, dataUpdatedAt]);
}
