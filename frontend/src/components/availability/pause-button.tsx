import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { formatHour } from '@quentinha/shared/availability/hours';
import { useSetPause } from '@/api/availability';
import { useOrdering } from '@/api/ordering';
import { useToast } from '@/components/feedback/toast';
import './availability.css';

const DURATIONS = [
  { value: 15, label: '15 min' },
  { value: 30, label: '30 min' },
  { value: 60, label: '1 hora' },
  { value: 0, label: 'Até eu retomar' },
];
const MESSAGE_MAX = 200;

/**
 * 'Pausar Pedidos' (DECISIONS 9.3) for the kitchen and the owner when the kitchen is swamped: the
 * storefront stops taking orders, with a message, and resumes by itself after the chosen time.
 * Phone orders typed by the shop still go in.
 */
export function PauseButton() {
  const { state } = useOrdering();
  const setPause = useSetPause();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [minutes, setMinutes] = useState(30);

  const send = (paused: boolean) =>
    setPause.mutate(
      paused
        ? {
            paused: true,
            ...(message.trim() ? { message: message.trim() } : {}),
            ...(minutes > 0 ? { until: new Date(Date.now() + minutes * 60_000).toISOString() } : {}),
          }
        : { paused: false },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(paused ? 'Pedidos pausados' : 'Pedidos retomados');
        },
      },
    );

  if (state.paused) {
    const until = state.next_open_at ? ` até ${formatHour(new Date(state.next_open_at))}` : '';
    return (
      <span className="pause-state">
        <span className="pause-state__text" role="status">
          Pausado{until}
        </span>
        <Button size="large" danger type="primary" icon={<PlayCircleOutlined aria-hidden />} loading={setPause.isPending} onClick={() => send(false)}>
          Retomar Pedidos
        </Button>
      </span>
    );
  }
  return (
    <>
      <Button size="large" icon={<PauseCircleOutlined aria-hidden />} onClick={() => setAsking(true)}>
        Pausar Pedidos
      </Button>
      <Modal
        open={asking}
        title="Pausar Pedidos"
        okText="Pausar"
        cancelText="Cancelar"
        okButtonProps={{ danger: true, loading: setPause.isPending }}
        onOk={() => send(true)}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p className="pause-dialog__hint">A loja para de aceitar pedidos pelo site. Pedidos por telefone continuam.</p>
        <label className="pause-dialog__label" htmlFor="pause-message">
          Mensagem para os clientes (opcional)
        </label>
        <Input
          id="pause-message"
          value={message}
          maxLength={MESSAGE_MAX}
          placeholder="Ex.: Cozinha lotada, voltamos já"
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="pause-dialog__label">Por quanto tempo?</div>
        <Radio.Group
          value={minutes}
          onChange={(e) => setMinutes(e.target.value as number)}
          optionType="button"
          buttonStyle="solid"
          options={DURATIONS}
        />
      </Modal>
    </>
  );
}
