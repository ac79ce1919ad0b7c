import Button from 'antd/es/button';
import { formatDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { useAwaitingPurchases, useConfirmPurchase } from '@/api/packs';
import { useToast } from '@/components/feedback/toast';
import './packs.css';

/**
 * 'Pacotes aguardando pagamento' (issue 30), in 'Gerenciar Pedidos': the shop confirms a pack's
 * money as it does a PIX order's; only then are the credits granted and the validity starts.
 * Nothing shows while no pack waits. A purchase nobody looked at yet rings with the board's
 * orders (useOrderAlerts) until someone touches it here.
 */
export function AwaitingPacksPanel({ ringing, onTouch }: { ringing: ReadonlySet<string>; onTouch: (id: string) => void }) {
  const awaiting = useAwaitingPurchases();
  const confirm = useConfirmPurchase();
  const toast = useToast();
  const list = awaiting.data ?? [];
  if (list.length === 0) return null;

  return (
    <section className="awaiting-packs" aria-label="Pacotes aguardando pagamento">
      <h2 className="awaiting-packs__title">Pacotes aguardando pagamento ({list.length})</h2>
      <ul className="awaiting-packs__list">
        {list.map((p) => {
          const busy = confirm.isPending && confirm.variables === p.id;
          return (
            // a touch or a focus on the purchase is someone looking at it: it stops ringing
            <li
              key={p.id}
              className={`awaiting-packs__item${ringing.has(p.id) ? ' awaiting-packs__item--ringing' : ''}`}
              aria-label={`${p.pack_name} de ${p.customer_name}`}
              onPointerDown={() => onTouch(p.id)}
              onFocus={() => onTouch(p.id)}
            >
              <div className="awaiting-packs__who">
                <strong>{p.customer_name}</strong>
                <span>{formatPhone(p.whatsapp)}</span>
              </div>
              <div className="awaiting-packs__what">
                {p.pack_name} · <strong>{formatBRL(p.price)}</strong> · {paymentLabel(p.payment_method)}
                <span className="awaiting-packs__when"> · {formatDateTime(p.created_at)}</span>
              </div>
              <Button
                type="primary"
                className="awaiting-packs__confirm"
                loading={busy}
                disabled={confirm.isPending && !busy}
                aria-label={`Confirmar pagamento de ${p.customer_name} (${p.pack_name})`}
                onClick={() =>
                  confirm.mutate(p.id, {
                    onSuccess: () =>
                      toast.success(
                        'Pagamento confirmado',
                        `${p.quantity} créditos liberados para ${p.customer_name}.`,
                      ),
                  })
                }
              >
                Confirmar pagamento
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
