import type { OrderDto } from '@quentinha/shared/api/types';
import { PAID_WITH_CREDIT_TEXT } from '@quentinha/shared/packs/rules';
import './packs.css';

type CreditOrder = Pick<OrderDto, 'payment_method'> & { paid_with_credit?: boolean };

/** Every box was paid with pack credits: nothing else to pay (contract: payment method 'credit'). */
export const paidOnlyWithCredit = (order: Pick<OrderDto, 'payment_method'>) => order.payment_method === 'credit';

/** 'Pago com crédito' for the printed ticket; null for an order without a box paid by credit. */
export function creditText(order: CreditOrder): string | null {
  return order.paid_with_credit || paidOnlyWithCredit(order) ? PAID_WITH_CREDIT_TEXT : null;
}

/**
 * The cards' payment line (kitchen, courier): 'Pago com crédito' when a box was paid with a pack
 * credit; the usual method stays beside it when something is left to pay.
 */
export function PaymentWithCredit({ order, label }: { order: CreditOrder; label: string }) {
  const credit = creditText(order);
  if (!credit) return <>{label}</>;
  return (
    <>
      {!paidOnlyWithCredit(order) && <>{label} · </>}
      <span className="paid-with-credit" data-testid="paid-with-credit">
        {credit}
      </span>
    </>
  );
}
