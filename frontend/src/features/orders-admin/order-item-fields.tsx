import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { DishDto, ProductDto } from '@quentinha/shared/api/types';
import { isSoldOut } from '@quentinha/shared/availability/portions';
import { isDrink, SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { DEFAULT_MAX_ITEMS_PER_QUENTINHA, QUANTITY_MAX, QUANTITY_MIN } from '@quentinha/shared/validation/limits';
import { NumberField } from '@/components/form/number-field';
import { SEARCHABLE } from '@/components/form/searchable';

export interface ItemValues {
  product_id?: string;
  size?: string;
  quantity?: number;
  chosen_dishes?: string[];
}

interface Props {
  products: ProductDto[];
  dishes: DishDto[];
  /** portions left per dish id (DECISIONS 9.3): a sold-out dish cannot be chosen */
  remaining?: Record<string, number | null>;
}

function ItemRow({ name, remove, products, dishes, remaining }: Props & { name: number; remove: () => void }) {
  const form = Form.useFormInstance();
  const productId = Form.useWatch(['items', name, 'product_id'], form) as string | undefined;
  const product = products.find((p) => p.id === productId);
  const drink = product ? isDrink(product.category, product.name) : false;
  const max = product?.max_items_per_quentinha || DEFAULT_MAX_ITEMS_PER_QUENTINHA;
  return (
    <div className="order-item-row">
      <Form.Item name={[name, 'product_id']} label="Produto" rules={[{ required: true, message: 'Escolha o produto' }]}>
        <Select
          showSearch={SEARCHABLE}
          optionFilterProp="label"
          options={products.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(id: string) => {
            const next = products.find((p) => p.id === id);
            form.setFieldValue(['items', name, 'size'], next?.sizes[0]?.name);
            form.setFieldValue(['items', name, 'chosen_dishes'], []);
          }}
        />
      </Form.Item>
      <Form.Item name={[name, 'size']} label="Tamanho" rules={[{ required: true, message: 'Escolha o tamanho' }]}>
        <Select
          options={(product?.sizes ?? []).map((s) => ({ value: s.name, label: `${SIZE_LABELS[s.name]} (${formatBRL(s.price)})` }))}
        />
      </Form.Item>
      <Form.Item name={[name, 'quantity']} label="Qtd." initialValue={1} rules={[{ required: true, message: 'Informe a quantidade' }]}>
        <NumberField min={QUANTITY_MIN} max={QUANTITY_MAX} precision={0} />
      </Form.Item>
      {product && !drink && (
        <Form.Item
          name={[name, 'chosen_dishes']}
          label={`Pratos (máx. ${max})`}
          rules={[
            { required: true, message: 'Escolha ao menos 1 prato' },
            { type: 'array', max, message: `No máximo ${max} pratos` },
          ]}
        >
          <Select
            mode="multiple"
            maxCount={max}
            options={dishes.map((d) => {
              const out = isSoldOut(remaining, d.id);
              return { value: d.name, label: out ? `${d.name} (Esgotado)` : d.name, disabled: out };
            })}
          />
        </Form.Item>
      )}
      <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={remove} aria-label="Remover item" />
    </div>
  );
}

/** Items of an order typed by the admin: product, size, quantity and dishes. */
export function OrderItemFields(props: Props) {
  return (
    <Form.List name="items" rules={[{ validator: async (_r, items) => { if (!items?.length) throw new Error('Adicione ao menos um item'); } }]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="order-item-list">
          {fields.map((f) => (
            <ItemRow key={f.key} name={f.name} remove={() => remove(f.name)} {...props} />
          ))}
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ quantity: 1 })}>
            Adicionar item
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
