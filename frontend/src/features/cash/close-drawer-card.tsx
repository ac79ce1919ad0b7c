import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { formatBRL, parseMoney, roundMoney } from '@quentinha/shared/money/money';
import { useState } from 'react';
import { useCloseCash, type CashClosingDto, type CashSessionDto } from '@/api/cash';
import { MoneyInput } from '@/components/form/money-input';
import { useToast } from '@/components/feedback/toast';
import { countDifference } from './cash-figures';
import { DifferenceValue } from './cash-money';
import { CashLine } from './cash-summary';
import { CASH_CLOSE_NOTE_MAX, countedRules } from './cash-rules';

interface Values {
  counted_cash: number | string | null;
  note: string;
}

const counted = (value: Values['counted_cash'] | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : roundMoney(parseMoney(value));

/**
 * 'Fechar Caixa': the cash counted in the drawer; the difference to the expected shows as it is
 * typed, and the server's own figure once closed.
 */
export function CloseDrawerCard({
  session,
  onClosed,
}: {
  session: CashSessionDto;
  onClosed: (closing: CashClosingDto) => void;
}) {
  const [form] = Form.useForm<Values>();
  const typed = counted(Form.useWatch('counted_cash', form));
  const difference = countDifference(session.expected_cash, typed);
  const close = useCloseCash();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Values | null>(null);

  const send = (values: Values) => {
    const note = values.note.trim();
    close.mutate(
      { counted_cash: counted(values.counted_cash) ?? 0, ...(note ? { note } : {}) },
      {
        onSuccess: (closing) => {
          toast.success('Caixa fechado');
          onClosed(closing);
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <Card
      className="cash-card cash-card--close"
      title={<h2 className="cash-card__title">Fechar Caixa</h2>}
      role="region"
      aria-label="Fechar Caixa"
    >
      <Form
        form={form}
        name="cash-close"
        layout="vertical"
        initialValues={{ counted_cash: null, note: '' }}
        onFinish={setConfirming}
      >
        <CashLine label="Dinheiro esperado" strong>
          {formatBRL(session.expected_cash)}
        </CashLine>
        <Form.Item name="counted_cash" label="Dinheiro contado" rules={countedRules}>
          <MoneyInput />
        </Form.Item>
        {difference !== null && (
          <CashLine label="Diferença" strong>
            <DifferenceValue difference={difference} />
          </CashLine>
        )}
        <Form.Item name="note" label="Observação (opcional)">
          <Input.TextArea maxLength={CASH_CLOSE_NOTE_MAX} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Button type="primary" danger htmlType="submit" loading={close.isPending} block>
          Fechar Caixa
        </Button>
      </Form>
      <Modal
        open={!!confirming}
        title="Fechar o caixa?"
        okText="Fechar Caixa"
        cancelText="Voltar"
        okButtonProps={{ danger: true }}
        confirmLoading={close.isPending}
        onOk={() => confirming && send(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>
          Dinheiro contado: <strong>{formatBRL(counted(confirming?.counted_cash) ?? 0)}</strong>. Depois de fechado, o
          caixa de hoje não recebe mais sangrias nem suprimentos.
        </p>
      </Modal>
    </Card>
  );
}
