import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useEffect, useState } from 'react';
import { CANCEL_REASON_MAX } from '@quentinha/shared/orders/transitions';
import './order-dialogs.css';

export const CANCEL_TITLE = 'Cancelar Pedido';
export { CANCEL_REASON_MAX };
const OTHER = '__other__';

export interface CancelOrderDialogProps {
  open: boolean;
  /** 'Pedido #abc123 de Maria': which order is going */
  subject: string;
  /** the common reasons (shared CANCEL_REASONS) */
  reasons: readonly string[];
  /** the shop must say why; a customer may leave it blank */
  requireReason?: boolean;
  loading?: boolean;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** The reason to send: a common one, or the typed text trimmed; undefined when none. */
export function chosenReason(choice: string | null, typed: string): string | undefined {
  if (choice && choice !== OTHER) return choice;
  const text = typed.trim();
  return choice === OTHER && text ? text.slice(0, CANCEL_REASON_MAX) : undefined;
}

/** 'Cancelar Pedido': pick a common reason or type one, then confirm (a red button). */
export function CancelOrderDialog({
  open,
  subject,
  reasons,
  requireReason = false,
  loading,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (!open) return;
    setChoice(null);
    setTyped('');
  }, [open]);

  const reason = chosenReason(choice, typed);
  const missing = requireReason && !reason;
  return (
    <Modal
      open={open}
      title={CANCEL_TITLE}
      okText="Cancelar Pedido"
      cancelText="Voltar"
      okButtonProps={{ danger: true, disabled: missing }}
      confirmLoading={loading}
      onOk={() => !missing && onConfirm(reason)}
      onCancel={onClose}
      destroyOnHidden
      className="cancel-order-dialog"
    >
      <p className="cancel-order-dialog__subject">{subject}</p>
      <p className="cancel-order-dialog__question">{requireReason ? 'Qual o motivo?' : 'Qual o motivo? (opcional)'}</p>
      <Radio.Group
        className="cancel-order-dialog__reasons"
        aria-label="Motivo do cancelamento"
        value={choice}
        onChange={(e) => setChoice(e.target.value as string)}
        options={[...reasons.map((r) => ({ value: r, label: r })), { value: OTHER, label: 'Outro motivo' }]}
      />
      {choice === OTHER && (
        <Input.TextArea
          className="cancel-order-dialog__other"
          aria-label="Descreva o motivo"
          placeholder="Descreva o motivo"
          autoFocus
          rows={2}
          maxLength={CANCEL_REASON_MAX}
          showCount
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      )}
    </Modal>
  );
}
