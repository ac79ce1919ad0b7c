import Button from 'antd/es/button';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import { useState } from 'react';
import { gateState } from '@/components/order-board/sound-choice';
import type { OrderAlarm } from '@/components/order-board/use-order-alarm';

/**
 * The management board's one-tap unlock: a bar above the board, not a curtain over it (the owner
 * works on this screen). One tap turns on the sound and asks once for notifications; 'Agora não'
 * is remembered on this device, and the header's 'Ativar som' stays for later.
 */
export function OrderAlertBar({ alarm }: { alarm: OrderAlarm }) {
  const [dismissed, setDismissed] = useState(false);
  const state = gateState(alarm, dismissed);
  if (state === 'hidden') return null;
  return (
    <div className="order-alert-bar" role="region" aria-label="Avisos de novos pedidos">
      <SoundOutlined className="order-alert-bar__icon" aria-hidden />
      <p className="order-alert-bar__text">
        {state === 'blocked'
          ? 'O navegador bloqueou o som ao recarregar a página: toque para ativar o som dos novos pedidos.'
          : 'Ative o som para ouvir cada pedido do site que espera a loja, mesmo com esta aba em segundo plano.'}
      </p>
      <Button
        type="primary"
        size="large"
        onClick={() => {
          setDismissed(true);
          alarm.enable();
        }}
      >
        Ativar som e avisos
      </Button>
      <Button
        size="large"
        onClick={() => {
          setDismissed(true);
          alarm.skip();
        }}
      >
        Agora não
      </Button>
    </div>
  );
}
