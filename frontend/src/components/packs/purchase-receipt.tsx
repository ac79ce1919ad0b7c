import { Link } from 'react-router';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import type { PackPurchaseCreatedDto } from '@/api/packs';
import { PixPayment } from '@/components/orders/pix-payment';
import { packTrackingPath } from './pack-rules';

/**
 * What a buyer keeps: how to pay, the 6-digit code (shown this once: the server keeps only its
 * hash) and the link to the purchase's page, where the credits appear once the shop confirms.
 */
export function PurchaseReceipt({ purchase, method }: { purchase: PackPurchaseCreatedDto; method: string }) {
  return (
    <div className="pack-receipt">
      <p className="pack-receipt__lead">
        <strong>{purchase.pack_name}</strong> reservado. Os {purchase.quantity} créditos são liberados assim que a loja
        confirmar o pagamento.
      </p>

      <section className="pack-receipt__code" aria-label="Código do pacote">
        <span className="pack-receipt__code-label">Seu código</span>
        <strong className="pack-receipt__code-value" data-testid="redeem-code">
          {purchase.redeem_code}
        </strong>
        <p>Guarde este código: com ele você usa os créditos ao pedir sem entrar na conta. Ele não aparece de novo.</p>
      </section>

      {purchase.pix ? (
        <PixPayment
          pix={purchase.pix}
          amount={purchase.price}
          waiting
          waitingHint="Escaneie o QR Code no app do seu banco ou copie o código PIX. Os créditos são liberados assim que a loja confirmar o pagamento."
        />
      ) : (
        <p className="pack-receipt__pay">
          Pagamento: <strong>{paymentLabel(method)}</strong>. Pague na loja; quem atende confirma e libera os créditos.
        </p>
      )}

      <p className="pack-receipt__link">
        <Link to={packTrackingPath(purchase.tracking_token)}>Acompanhar meu pacote</Link>
      </p>
    </div>
  );
}
