import Button from 'antd/es/button';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import MutedOutlined from '@ant-design/icons/MutedOutlined';
import type { OrderAlarm } from './use-order-alarm';

/** Visible, big control: nothing rings until someone taps it once. */
export function SoundToggle({ alarm, ringing }: { alarm: OrderAlarm; ringing: boolean }) {
  if (!alarm.supported) return null;
  if (!alarm.enabled) {
    return (
      <Button
        size="large"
        type={ringing ? 'primary' : 'default'}
        danger={ringing}
        icon={<SoundOutlined aria-hidden />}
        onClick={alarm.enable}
        className={ringing ? 'board-pulse' : undefined}
      >
        Ativar som
      </Button>
    );
  }
  return (
    <Button size="large" icon={<MutedOutlined aria-hidden />} onClick={alarm.disable} aria-label="Som ativado: toque para desativar">
      Som ativado
    </Button>
  );
}
