import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Button from 'antd/es/button';
import QRCode from 'antd/es/qr-code';
import { useState } from 'react';
import type { OrderPixDto } from '@quentinha/shared/api/types';
import { formatDateAtTime, formatTime, isTodaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { pixPaymentDeadline } from '@quentinha/shared/settings/ordering';
import { usePublicSettings } from '@/api/catalog';
import './pix-payment.css';

interface Props {
  pix: OrderPixDto;
  amount: number;
  /** the order is still waiting for the money (the code is only an invitation then) */
  waiting: boolean;
  /** when the order was placed (ISO): with the shop's PIX timeout, says until when to pay */
  placedAt?: string;
  /** what happens once the shop sees the money (a pack's credits, not the kitchen) */
  waitingHint?: string;
}

/**
 * 'Pague até 12:40.': the shop cancels an unpaid PIX order after its timeout (DECISIONS 10.8), so
 * the customer is told the time, not left to find the order cancelled. Nothing when it never does.
 */
function PayBy({ placedAt }: { placedAt: string }) {
  const timeout = usePublicSettings().data?.pix_timeout_minutes;
  const deadline = timeout === undefined ? null : pixPaymentDeadline(new Date(placedAt), timeout);
  if (!deadline || Number.isNaN(deadline.getTime())) return null;
  const when = isTodaySaoPaulo(deadline) ? formatTime(deadline) : formatDateAtTime(deadline);
  return (
    <p className="pix-payment__deadline">
      Pague até {when}. Sem o pagamento confirmado até lá, o pedido é cancelado.
    </p>
  );
}

/**
 * PIX copia e cola (DECISIONS 9.5): the QR code for another phone's camera and the code for this
 * phone's bank app. The QR stays black on white in dark mode: banks' cameras expect that.
 */
export function PixPayment({ pix, amount, waiting, placedAt, waitingHint }: Props) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.copia_e_cola);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="pix-payment" aria-label="Pagamento PIX">
      <h2 className="pix-payment__title">Pague com PIX · {formatBRL(amount)}</h2>
      <p className="pix-payment__hint">
        {waiting
          ? (waitingHint ??
            'Escaneie o QR Code no app do seu banco ou copie o código PIX. Seu pedido vai para a cozinha assim que a loja confirmar o pagamento.')
          : 'Pagamento confirmado pela loja. Obrigado!'}
      </p>
      {waiting && (
        <>
          {placedAt && <PayBy placedAt={placedAt} />}
          <div className="pix-payment__qr">
            <QRCode value={pix.copia_e_cola} size={196} color="#000000" bgColor="#ffffff" bordered={false} errorLevel="M" />
          </div>
          <Button
            type="primary"
            size="large"
            block
            icon={copied === 'yes' ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
            onClick={() => void copy()}
          >
            {copied === 'yes' ? 'Código PIX copiado!' : 'Copiar código PIX'}
          </Button>
          <p className="pix-payment__code" aria-label="Código PIX copia e cola">
            {pix.copia_e_cola}
          </p>
          {copied === 'failed' && (
            <p className="pix-payment__hint" role="alert">
              Não foi possível copiar automaticamente: selecione o código acima e copie.
            </p>
          )}
        </>
      )}
    </section>
  );
}
