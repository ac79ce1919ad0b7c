import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { parseMoney, roundMoney } from '@quentinha/shared/money/money';
import { useCashMovement, type CashMovementKind } from '@/api/cash';
import { MoneyInput } from '@/components/form/money-input';
import { useToast } from '@/components/feedback/toast';
import { CASH_MOVEMENT_LABELS } from '@quentinha/shared/cash/cash';
import { CASH_MOVEMENT_NOTE_MAX, movementAmountRules, movementNoteRules } from './cash-rules';

const HINTS: Record<CashMovementKind, string> = {
  sangria: 'Dinheiro retirado da gaveta (depósito, pagamento, cofre).',
  suprimento: 'Dinheiro colocado na gaveta (mais troco).',
};

interface Values {
  amount: number | string | null;
  note: string;
}

/** 'Sangria' or 'Suprimento': an amount and why, recorded on today's drawer. */
export function CashMovementDialog({ kind, onClose }: { kind: CashMovementKind | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useCashMovement();
  const toast = useToast();
  const label = kind ? CASH_MOVEMENT_LABELS[kind] : '';

  const submit = (values: Values) => {
    if (!kind) return;
    save.mutate(
      { kind, amount: roundMoney(parseMoney(values.amount ?? '')), note: values.note.trim() },
      {
        onSuccess: () => {
          toast.success(`${label} registrada`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={!!kind}
      title={label}
      okText={`Registrar ${label}`}
      cancelText="Cancelar"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(open) => !open && form.resetFields()}
      destroyOnHidden
    >
      {kind && <p className="cash-hint">{HINTS[kind]}</p>}
      <Form
        form={form}
        name="cash-movement"
        layout="vertical"
        initialValues={{ amount: null, note: '' }}
        onFinish={submit}
      >
        <Form.Item name="amount" label="Valor" rules={movementAmountRules}>
          <MoneyInput autoFocus />
        </Form.Item>
        <Form.Item name="note" label="Observação" rules={movementNoteRules}>
          <Input maxLength={CASH_MOVEMENT_NOTE_MAX} autoComplete="off" placeholder="Ex.: depósito no banco" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
