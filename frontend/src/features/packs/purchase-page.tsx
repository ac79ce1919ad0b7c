import Button from 'antd/es/button';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { formatBRL } from '@quentinha/shared/money/money';
import { PublicPageError, PublicPageLoading } from '@/components/public-page/public-page-states';
import { useTrackedPurchase } from '@/api/packs';
import { CreditBalance } from '@/components/packs/credit-balance';
import { rememberDevicePack } from '@/components/packs/device-packs';
import './packs.css';

/**
 * '/pacote/:token' (public): the pack a person bought, whether the shop confirmed the money, what
 * is left and each use. Opening it remembers the pack on this device, so the checkout and
 * 'Meus Pedidos' find the credits without an account.
 */
export default function PurchasePage() {
  const { token = '' } = useParams();
  const query = useTrackedPurchase(token);
  const found = query.isSuccess;
  useEffect(() => {
    if (found) rememberDevicePack(token);
  }, [found, token]);

  if (query.isPending) return <PublicPageLoading rows={5} />;
  if (query.isError) {
    return (
      <PublicPageError
        error={query.error}
        notFound="Pacote não encontrado"
        failed="Não foi possível carregar o pacote"
        hint="Confira o link recebido na compra."
      />
    );
  }


  const purchase = query.data;
  return (
    <section className="page page--narrow pack-tracking">
      <h1 className="pack-tracking__title">{purchase.pack_name}</h1>
      <p className="pack-tracking__sub">
        {purchase.customer_name} · {purchase.quantity} quentinhas · {formatBRL(purchase.price)}
      </p>
      <CreditBalance purchases={[purchase]} title="Saldo do pacote" />
      {purchase.status === 'active' && (
        <p>
          Para usar: monte a quentinha no cardápio e, ao finalizar, marque <strong>Usar crédito do pacote</strong>. Sem
          conta, informe o código de 6 dígitos recebido na compra.
        </p>
      )}
      <Link to="/home">
        <Button type="primary" size="large">
          Fazer pedido
        </Button>
      </Link>
    </section>
  );
}
