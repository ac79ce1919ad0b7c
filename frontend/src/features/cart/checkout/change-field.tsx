import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { validateChangeFor } from '@quentinha/shared/validation/checkout';
import { ruleFrom } from '@/components/form/rule-from';

export const NO_CHANGE_LABEL = 'Não preciso de troco';

/**
 * Cash: 'Troco para quanto?', or 'Não preciso de troco' (issue 24). Ticked, the amount is cleared
 * and not asked (the order goes without change_for, which the server takes for cash); unticked,
 * the amount must be above 0 and cover the total (SPEC section 5, the server's rule).
 */
export function ChangeField({ total }: { total: number }) {
  const form = Form.useFormInstance();
  const noChange = Form.useWatch('no_change', form) === true;

  return (
    <div className="change-field">
      <Form.Item
        name="change_for"
        label="Troco para quanto?"
        dependencies={['delivery_type', 'neighborhood', 'no_change']}
        rules={[ruleFrom((v) => (form.getFieldValue('no_change') === true ? null : validateChangeFor(v, total)))]}
      >
        <Input inputMode="decimal" prefix="R$" placeholder={noChange ? 'Sem troco' : '50,00'} disabled={noChange} />
      </Form.Item>
      <Form.Item name="no_change" valuePropName="checked" className="change-field__none">
        <Checkbox
          onChange={(e) => {
            // an amount typed before stays out of the order
            if (e.target.checked) form.setFieldsValue({ change_for: undefined });
          }}
        >
          {NO_CHANGE_LABEL}
        </Checkbox>
      </Form.Item>
    </div>
  );
}
