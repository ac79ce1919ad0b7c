import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { parseMoney, roundMoney } from '@quentinha/shared/money/money';
import { useOpenCash } from '@/api/cash';
import { MoneyInput } from '@/components/form/money-input';
import { useToast } from '@/components/feedback/toast';
import { floatRules } from './cash-rules';

/** 'Abrir Caixa': the change float put in the drawer before the first sale. */
export function OpenDrawerCard() {
  const open = useOpenCash();
  const toast = useToast();
  return (
    <Card className="cash-card cash-card--open" title={<h2 className="cash-card__title">Abrir Caixa</h2>}>
      <p className="cash-hint">Conte o dinheiro que fica na gaveta para o troco e informe o valor.</p>
      <Form
        name="cash-open"
        layout="vertical"
        initialValues={{ opening_float: null }}
        onFinish={(v: { opening_float: number | string | null }) =>
          open.mutate(
            { opening_float: roundMoney(parseMoney(v.opening_float ?? '')) },
            { onSuccess: () => toast.success('Caixa aberto') },
          )
        }
      >
        <Form.Item name="opening_float" label="Fundo de troco" rules={floatRules}>
          <MoneyInput />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={open.isPending} block>
          Abrir Caixa
        </Button>
      </Form>
    </Card>
  );
}
