import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { CASH_MAX_AMOUNT, CASH_MESSAGES, CASH_MOVEMENT_NOTE_MAX } from '@quentinha/shared/cash/cash';
import { formatBRL, parseMoney, roundMoney, toCents } from '@quentinha/shared/money/money';
import { useReceiveCourierCash } from '@/api/couriers';
import { MoneyInput } from '@/components/form/money-input';
import { ruleFrom } from '@/components/form/rule-from';
import { useToast } from '@/components/feedback/toast';

interface Values {
  amount: number | string | null;
  note: string;
}

/** More than zero, whole centavos, never more than he still owes (the server says the same). */
function checkAmount(owed: number) {
  return (value: unknown): string | null => {
    if (value === null || value === undefined || String(value).trim() === '') return CASH_MESSAGES.handInAmount;
    const amount = parseMoney(value);
    // the field keeps 2 decimals itself (MoneyInput)
    if (!(amount > 0) || amount > CASH_MAX_AMOUNT) return CASH_MESSAGES.handInAmount;
    return toCents(amount) > toCents(owed) ? CASH_MESSAGES.handInTooMuch(formatBRL(owed)) : null;
  };
}

/** Whose cash, of which day, and what he still owes (a shift or a line of the couriers' cash). */
export interface CashOwed {
  courier: { id: string; name: string };
  date: string;
  cash_to_hand_in: number;
}

/** 'Receber dinheiro': the owner takes a courier's cash for that day (all of it by default). */
export function ReceiveCashDialog({ shift, onClose }: { shift: CashOwed | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const receive = useReceiveCourierCash();
  const toast = useToast();
  const owed = shift?.cash_to_hand_in ?? 0;

  const submit = (v: Values) => {
    if (!shift) return;
    const note = v.note.trim();
    receive.mutate(
      {
        courierId: shift.courier.id,
        amount: roundMoney(parseMoney(v.amount ?? '')),
        date: shift.date,
        ...(note ? { note } : {}),
      },
      {
        onSuccess: () => {
          toast.success('Dinheiro recebido', `${shift.courier.name} prestou contas.`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={!!shift}
      title={`Receber dinheiro de ${shift?.courier.name ?? ''}`}
      okText="Confirmar recebimento"
      cancelText="Cancelar"
      confirmLoading={receive.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        A prestar à loja: <strong>{formatBRL(owed)}</strong>
      </p>
      <Form
        key={shift ? `${shift.courier.id}-${shift.date}` : 'none'}
        form={form}
        name="receive-cash"
        layout="vertical"
        initialValues={{ amount: owed, note: '' }}
        onFinish={submit}
      >
        <Form.Item name="amount" label="Valor recebido" rules={[ruleFrom(checkAmount(owed))]}>
          <MoneyInput autoFocus />
        </Form.Item>
        <Form.Item name="note" label="Observação (opcional)">
          <Input maxLength={CASH_MOVEMENT_NOTE_MAX} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
