import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Button from 'antd/es/button';
import QRCode from 'antd/es/qr-code';
import { useState } from 'react';
import type { OrderPixDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';
import './pix-payment.css';

interface Props {
  pix: OrderPixDto;
  amount: number;
  /** the order is still waiting for the money (the code is only an invitation then) */
  waiting: boolean;
}

/**
 * PIX copia e cola (DECISIONS 9.5): the QR code for another phone's camera and the code for this
 * phone's bank app. The QR stays black on white in dark mode: banks' cameras expect that.
 */
export function PixPayment({ pix, amount, waiting }: Props) {
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
          ? 'Escaneie o QR Code no app do seu banco ou copie o código PIX. Seu pedido vai para a cozinha assim que a loja confirmar o pagamento.'
          : 'Pagamento confirmado pela loja. Obrigado!'}
      </p>
      {waiting && (
        <>
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
