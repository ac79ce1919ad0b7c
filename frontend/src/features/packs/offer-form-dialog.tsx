import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { ProductDto } from '@quentinha/shared/api/types';
import { SIZE_LABELS, SIZE_LETTERS, type Size } from '@quentinha/shared/catalog/sizes';
import { formatBRL, parseMoney, roundMoney } from '@quentinha/shared/money/money';
import type { PackOfferDto, PackOfferRequest } from '@/api/packs';
import { CrudFormDialog } from '@/components/admin/crud-form-dialog';
import type { CrudPage } from '@/components/admin/use-crud-page';
import { MoneyInput } from '@/components/form/money-input';
import { NumberField } from '@/components/form/number-field';
import { discountPercent, unitPrice } from '@/components/packs/pack-rules';

export const PACK_QUANTITY = { min: 2, max: 60 } as const;
export const PACK_VALIDITY = { min: 30, max: 365 } as const;

interface FormValues {
  name: string;
  product_id: string | undefined;
  size: Size | undefined;
  quantity: number | null;
  price: number | string | null;
  /** empty: the credits never expire */
  validity_days: number | null;
  active: boolean;
}

const empty = (): FormValues => ({
  name: '',
  product_id: undefined,
  size: undefined,
  quantity: 10,
  price: null,
  validity_days: 60,
  active: true,
});

const toValues = (o: PackOfferDto): FormValues => ({ ...o, product_id: o.product_id, size: o.size });

export function toPackOfferRequest(v: FormValues): PackOfferRequest {
  return {
    name: v.name.trim(),
    product_id: v.product_id ?? '',
    size: v.size ?? 'medio',
    quantity: Number(v.quantity),
    price: roundMoney(parseMoney(v.price ?? '')),
    validity_days: v.validity_days ? Number(v.validity_days) : null,
    active: v.active,
  };
}

/** 'Por quentinha: R$ 21,90 · 12% abaixo do avulso (R$ 24,90)', while the form is filled. */
function PerBox({ products }: { products: ProductDto[] }) {
  const form = Form.useFormInstance<FormValues>();
  const productId = Form.useWatch('product_id', form);
  const size = Form.useWatch('size', form);
  const quantity = Number(Form.useWatch('quantity', form));
  const price = parseMoney(Form.useWatch('price', form) ?? '');
  if (!(quantity > 0) || !(price > 0)) return null;
  const unit = unitPrice(price, quantity);
  const boxPrice = products.find((p) => p.id === productId)?.sizes.find((s) => s.name === size)?.price;
  const discount = discountPercent(unit, boxPrice);
  return (
    <p className="pack-offer-form__per-box" role="status">
      Por quentinha: <strong>{formatBRL(unit)}</strong>
      {boxPrice
        ? discount > 0
          ? ` · ${discount}% abaixo do avulso (${formatBRL(boxPrice)})`
          : ` · avulso ${formatBRL(boxPrice)}`
        : ''}
    </p>
  );
}

/** 'Novo Pacote' / 'Editar Pacote': a quentinha and size, how many, the price and the validity. */
export function OfferFormDialog({
  crud,
  products,
}: {
  crud: CrudPage<PackOfferDto, PackOfferRequest>;
  products: ProductDto[];
}) {
  return (
    <CrudFormDialog
      crud={crud}
      titles={{ create: 'Novo Pacote', edit: 'Editar Pacote' }}
      empty={empty}
      toValues={toValues}
      toPayload={toPackOfferRequest}
    >
      <Form.Item
        name="name"
        label="Nome"
        rules={[{ required: true, whitespace: true, message: 'Informe o nome do pacote.' }]}
      >
        <Input maxLength={100} placeholder="10 Quentinhas M" autoComplete="off" />
      </Form.Item>
      <Form.Item name="product_id" label="Quentinha" rules={[{ required: true, message: 'Escolha a quentinha.' }]}>
        <Select
          aria-label="Quentinha"
          options={products.map((p) => ({ value: p.id, label: p.name }))}
          placeholder="Escolha a quentinha"
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['product_id']}>
        {({ getFieldValue }) => {
          const product = products.find((p) => p.id === getFieldValue('product_id'));
          return (
            <Form.Item name="size" label="Tamanho" rules={[{ required: true, message: 'Escolha o tamanho.' }]}>
              <Select
                aria-label="Tamanho"
                placeholder="Escolha o tamanho"
                options={(product?.sizes ?? []).map((s) => ({
                  value: s.name,
                  label: `${SIZE_LABELS[s.name]} (${SIZE_LETTERS[s.name]}) · ${formatBRL(s.price)}`,
                }))}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
      <Form.Item
        name="quantity"
        label="Quantidade de quentinhas"
        rules={[
          {
            required: true,
            type: 'integer',
            min: PACK_QUANTITY.min,
            max: PACK_QUANTITY.max,
            message: `De ${PACK_QUANTITY.min} a ${PACK_QUANTITY.max} quentinhas.`,
          },
        ]}
      >
        <NumberField min={PACK_QUANTITY.min} max={PACK_QUANTITY.max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="price"
        label="Preço do pacote"
        rules={[
          {
            validator: (_, v) =>
              parseMoney(v ?? '') > 0 ? Promise.resolve() : Promise.reject(new Error('Informe o preço do pacote.')),
          },
        ]}
      >
        <MoneyInput />
      </Form.Item>
      <PerBox products={products} />
      <Form.Item
        name="validity_days"
        label="Validade (dias após a confirmação do pagamento)"
        extra="Deixe em branco para créditos sem validade."
        rules={[
          {
            type: 'integer',
            min: PACK_VALIDITY.min,
            max: PACK_VALIDITY.max,
            message: `De ${PACK_VALIDITY.min} a ${PACK_VALIDITY.max} dias, ou em branco.`,
          },
        ]}
      >
        <NumberField min={1} max={PACK_VALIDITY.max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="active" label="Ativo" valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudFormDialog>
  );
}
