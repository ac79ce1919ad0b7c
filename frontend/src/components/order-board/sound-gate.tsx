import SoundOutlined from '@ant-design/icons/SoundOutlined';
import { useState } from 'react';
import { gateState } from './sound-choice';
import type { OrderAlarm } from './use-order-alarm';

/**
 * Browsers keep a page silent until a person touches it, and a wall display nobody touched would
 * stay silent all lunch: until someone taps once, a large 'Toque para ativar o som' covers the
 * board. Either button dismisses it, and the choice is kept: after a reload the board resumes its
 * sound by itself where the browser allows it, and says plainly that a tap is needed where not.
 */
export function SoundGate({ alarm }: { alarm: OrderAlarm }) {
  const [dismissed, setDismissed] = useState(false);
  const state = gateState(alarm, dismissed);
  if (state === 'hidden') return null;
  return (
    <div className="sound-gate" role="dialog" aria-modal="true" aria-label="Ativar o som">
      <button
        type="button"
        className="sound-gate__tap"
        autoFocus
        onClick={() => {
          setDismissed(true);
          alarm.enable();
        }}
      >
        <SoundOutlined className="sound-gate__icon" aria-hidden />
        <span className="sound-gate__title">Toque para ativar o som</span>
        <span className="sound-gate__hint">
          {state === 'blocked'
            ? 'O navegador bloqueou o som ao recarregar a página: um toque liga os avisos de novo'
            : 'Novos pedidos, mudanças e cancelamentos tocam um aviso'}
        </span>
      </button>
      <button
        type="button"
        className="sound-gate__skip"
        onClick={() => {
          setDismissed(true);
          alarm.skip();
        }}
      >
        Continuar sem som
      </button>
    </div>
  );
}
