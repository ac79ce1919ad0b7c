import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import type { OrderingState } from '@quentinha/shared/availability/hours';

/** A closed or paused shop says so above the menu, and when it takes orders again (DECISIONS 9.3). */
interface Props {
  state: OrderingState;
  text: string | null;
  /** a slot of today or tomorrow is still ahead: a closed shop takes scheduled orders */
  canSchedule: boolean;
}

export function OrderingBanner({ state, text, canSchedule }: Props) {
  if (state.open || !text) return null;
  return (
    <div className={`ordering-banner${state.paused ? ' ordering-banner--paused' : ''}`} role="status">
      <span className="ordering-banner__icon" aria-hidden>
        {state.paused ? <PauseCircleOutlined /> : <ClockCircleOutlined />}
      </span>
      <div>
        <strong className="ordering-banner__title">{state.paused ? 'Pedidos pausados' : 'Fechado agora'}</strong>
        <p className="ordering-banner__text">{text}</p>
        {!state.paused && canSchedule && <p className="ordering-banner__hint">Você já pode agendar seu pedido para quando abrirmos.</p>}
      </div>
    </div>
  );
}
