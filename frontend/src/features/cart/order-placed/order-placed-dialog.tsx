import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { Link } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import type { OrderDto } from '@quentinha/shared/api/types';
import { formatDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { useMe } from '@/api/auth';
import { PixPayment } from '@/components/orders/pix-payment';
import type { WhatsappOutcome } from './send-to-whatsapp';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';

interface Props {
  order: OrderDto;
  /** null while the 500 ms delay runs */
  outcome: WhatsappOutcome | null;
  onClose: () => void;
}

const HINT: Record<WhatsappOutcome['kind'], string> = {
  opened: 'Abrimos o WhatsApp com o resumo do seu pedido. É só enviar a mensagem!',
  copied: 'Copiamos o resumo do pedido. Abra o WhatsApp e cole na conversa.',
  link: 'Toque no botão abaixo para enviar o resumo do pedido pelo WhatsApp.',
  invalid: 'Seu pedido foi registrado. Não foi possível abrir o WhatsApp da loja.',
};

/**
 * After the order: confirmation, the chat link as a tap target, and the tracking link. Only its
 * buttons (and its X or Esc) close it: a stray tap beside it must not take the only link to the
 * order away (issue 24).
 */
export function OrderPlacedDialog({ order, outcome, onClose }: Props) {
  const link = outcome && outcome.kind !== 'invalid' ? outcome.link : null;
  // a guest's list is this device's (DECISIONS 10.9); a customer's is the account's
  const { data: user } = useMe();
  return (
    <Modal open onCancel={onClose} footer={null} centered width={480} title={null} mask={{ closable: false }} className="order-placed-dialog">
      <Result
        status="success"
        title="Pedido Realizado!"
        subTitle={
          order.scheduled_for
            ? `Pedido #${shortOrderId(order.id)} · ${formatBRL(order.total_amount)} · Agendado para ${formatDateTime(order.scheduled_for)}`
            : `Pedido #${shortOrderId(order.id)} · ${formatBRL(order.total_amount)}`
        }
        extra={
          <div className="order-placed">
            {order.pix && <PixPayment pix={order.pix} amount={order.total_amount} waiting={order.status === 'awaiting_payment'} placedAt={order.created_at} />}
            <p className="order-placed__hint" aria-live="polite">
              {outcome ? HINT[outcome.kind] : 'Abrindo o WhatsApp...'}
            </p>
            {link && (
              <Button
                type="primary"
                size="large"
                block
                icon={<WhatsAppOutlined aria-hidden />}
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="whatsapp-button"
              >
                Enviar pedido no WhatsApp
              </Button>
            )}
            {order.tracking_token && (
              <Link to={`/acompanhar/${order.tracking_token}`} onClick={onClose} className="order-placed__track">
                Acompanhar meu pedido
              </Link>
            )}
            <p className="order-placed__later">
              Ele também fica em{' '}
              <Link to={SCREENS.MyOrders} onClick={onClose}>
                Meus Pedidos
              </Link>
              {user ? '.' : ', neste aparelho.'}
            </p>
            <Button size="large" block onClick={onClose}>
              Continuar comprando
            </Button>
          </div>
        }
      />
    </Modal>
  );
}
