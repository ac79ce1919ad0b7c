import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { DishDto, ProductDto } from '@quentinha/shared/api/types';
import { boxGuide, ruleText } from '@quentinha/shared/catalog/composition';
import { isDrink, SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { QUANTITY_MAX, QUANTITY_MIN } from '@quentinha/shared/validation/limits';
import { boxOf, chosenTypes, dishFit } from '@/components/orders/dish-fit';
import { NumberField } from '@/components/form/number-field';
import { SEARCHABLE } from '@/components/form/searchable';
import { ItemCreditField } from '@/components/packs/item-credit-field';

export interface ItemValues {
  product_id?: string;
  size?: string;
  quantity?: number;
  chosen_dishes?: string[];
  /** ids of the product's paid extras (DECISIONS 10.10) */
  extras?: string[];
  /** pay this line's boxes with the number's pack credits (DECISIONS 10.6) */
  use_credit?: boolean;
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
  const sizeName = Form.useWatch(['items', name, 'size'], form) as string | undefined;
  const chosen = (Form.useWatch(['items', name, 'chosen_dishes'], form) as string[] | undefined) ?? [];
  const drink = product ? isDrink(product.category, product.name) : false;
  // the same rule as the storefront's picker: the size's composition and the dish limit
  const box = product ? boxOf(product, product.sizes.find((s) => s.name === sizeName)) : null;
  const types = chosenTypes(chosen, dishes);
  const max = box?.maxItems ?? 0;
  const label = box?.composition ? `Pratos (${box.composition.map(ruleText).join('; ')})` : `Pratos (máx. ${max})`;
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
            form.setFieldValue(['items', name, 'extras'], []);
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
      {product && box && !drink && (
        <Form.Item
          name={[name, 'chosen_dishes']}
          label={label}
          dependencies={[['items', name, 'size']]}
          rules={[
            {
              validator: async (_r, value?: string[]) => {
                const guide = boxGuide(box, chosenTypes(value ?? [], dishes));
                if (guide) throw new Error(guide);
              },
            },
          ]}
        >
          <Select
            mode="multiple"
            options={dishes.map((d) => {
              const fit = dishFit(box, types, d, chosen.includes(d.name), remaining);
              const tag = fit.reason === 'Esgotado' ? ' (Esgotado)' : fit.left !== null ? ` (restam ${fit.left})` : '';
              return { value: d.name, label: `${d.name}${tag}`, disabled: fit.disabled };
            })}
          />
        </Form.Item>
      )}
      {product && !drink && (product.extras?.length ?? 0) > 0 && (
        <Form.Item name={[name, 'extras']} label="Adicionais">
          <Select
            mode="multiple"
            options={(product.extras ?? []).map((e) => ({ value: e.id, label: `${e.name} (+${formatBRL(e.price)})` }))}
          />
        </Form.Item>
      )}
      {product && !drink && <ItemCreditField name={name} productId={productId} size={sizeName} />}
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
