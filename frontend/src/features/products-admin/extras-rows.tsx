import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { EXTRA_NAME_MAX_LENGTH, EXTRAS_MAX } from '@quentinha/shared/catalog/extras';
import { validateProductCost, validateProductPrice } from '@quentinha/shared/validation/product';
import { MoneyInput } from '@/components/form/money-input';
import { ruleFrom } from '@/components/form/rule-from';
import type { ExtraRow } from './product-form';

/** 'Adicionais' of a quentinha (DECISIONS 10.10): name, price and cost of each paid extra. */
export function ExtrasRows() {
  const form = Form.useFormInstance();
  const rows = Form.useWatch('extras', form) as ExtraRow[] | undefined;
  return (
    <Form.List name="extras">
      {(fields, { add, remove }) => (
        <fieldset className="admin-sizes">
          <legend className="admin-sizes__legend">Adicionais</legend>
          {fields.map((field, index) => {
            const name = rows?.[index]?.name?.trim() || `${index + 1}`;
            return (
              <div key={field.key} className="admin-sizes__row">
                <Form.Item
                  name={[field.name, 'name']}
                  label="Adicional"
                  rules={[{ required: true, whitespace: true, message: 'Informe o nome do adicional' }]}
                >
                  <Input maxLength={EXTRA_NAME_MAX_LENGTH} autoComplete="off" placeholder="Ovo frito" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'price']}
                  label={`Preço do adicional ${name}`}
                  rules={[ruleFrom(validateProductPrice)]}
                >
                  <MoneyInput />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'cost']}
                  label={`Custo do adicional ${name}`}
                  rules={[ruleFrom(validateProductCost)]}
                >
                  <MoneyInput />
                </Form.Item>
                <Button
                  className="admin-sizes__remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remover adicional ${name}`}
                  onClick={() => remove(field.name)}
                />
              </div>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            block
            disabled={fields.length >= EXTRAS_MAX}
            onClick={() => add({ name: '', price: null, cost: null })}
          >
            Adicionar adicional
          </Button>
        </fieldset>
      )}
    </Form.List>
  );
}
