import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import { orderingText, pauseBanner, type OpeningHours, type OrderingState } from '@quentinha/shared/availability/hours';
import { DEFAULT_SCHEDULING, schedulingDays, type SchedulingSettings } from '@quentinha/shared/availability/slots';

interface Props {
  state: OrderingState;
  hours: OpeningHours | undefined;
  scheduling: SchedulingSettings | undefined;
}

/** A closed or paused shop says so above the menu, and when it takes orders again (DECISIONS 9.3). */
export default function OrderingBanner({ state, hours, scheduling }: Props) {
  const text = orderingText(state);
  if (state.open || !text) return null;
  // a slot of today or tomorrow still ahead: a closed shop takes scheduled orders
  const canSchedule = !!hours && schedulingDays(new Date(), hours, (scheduling ?? DEFAULT_SCHEDULING).slot_minutes).length > 0;
  // paused: when it ends in the title, the owner's note once below it
  const { title, text: body } = state.paused ? pauseBanner(state) : { title: 'Fechado agora', text };
  return (
    <div className={`ordering-banner${state.paused ? ' ordering-banner--paused' : ''}`} role="status">
      <span className="ordering-banner__icon" aria-hidden>
        {state.paused ? <PauseCircleOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />}
      </span>
      <div>
        <strong className="ordering-banner__title">{title}</strong>
        {body && <p className="ordering-banner__text">{body}</p>}
        {!state.paused && canSchedule && <p className="ordering-banner__hint">Você já pode agendar seu pedido para quando abrirmos.</p>}
      </div>
    </div>
  );
}
