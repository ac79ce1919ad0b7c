import SoundOutlined from '@ant-design/icons/SoundOutlined';
import { useState } from 'react';
import type { OrderAlarm } from './use-order-alarm';

/**
 * Browsers keep a page silent until a person touches it, and a wall display nobody touched would
 * stay silent all lunch: until someone taps once, a large 'Toque para ativar o som' covers the
 * board. Either button dismisses it for this visit.
 */
export function SoundGate({ alarm }: { alarm: OrderAlarm }) {
  const [asked, setAsked] = useState(false);
  if (!alarm.supported || alarm.enabled || asked) return null;
  return (
    <div className="sound-gate" role="dialog" aria-modal="true" aria-label="Ativar o som">
      <button
        type="button"
        className="sound-gate__tap"
        autoFocus
        onClick={() => {
          setAsked(true);
          alarm.enable();
        }}
      >
        <SoundOutlined className="sound-gate__icon" aria-hidden />
        <span className="sound-gate__title">Toque para ativar o som</span>
        <span className="sound-gate__hint">Novos pedidos, mudanças e cancelamentos tocam um aviso</span>
      </button>
      <button type="button" className="sound-gate__skip" onClick={() => setAsked(true)}>
        Continuar sem som
      </button>
    </div>
  );
}
