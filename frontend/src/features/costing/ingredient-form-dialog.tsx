import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { IngredientDto, IngredientInput } from '@quentinha/shared/costing/api';
import {
  COSTING_LIMITS,
  INGREDIENT_UNIT_LABELS,
  INGREDIENT_UNITS,
  type IngredientUnit,
  unitCost,
  validateCorrectionFactor,
  validateIngredientName,
  validateIngredientUnit,
  validatePurchasePrice,
  validatePurchaseUnitLabel,
  validatePurchaseUnitQuantity,
} from '@quentinha/shared/costing/costing';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { useIngredientPrices } from '@/api/costing';
import { CrudFormDialog } from '@/components/admin/crud-form-dialog';
import type { CrudPage } from '@/components/admin/use-crud-page';
import { formatUnitCost } from '@/components/costing/format';
import { MoneyInput } from '@/components/form/money-input';
import { NumberField } from '@/components/form/number-field';
import { ruleFrom } from '@/components/form/rule-from';

interface FormValues {
  name: string;
  unit: IngredientUnit;
  purchase_unit_label: string;
  purchase_unit_quantity: number | null;
  purchase_price: number | null;
  correction_factor: number | null;
  active: boolean;
}

const UNIT_OPTIONS = INGREDIENT_UNITS.map((unit) => ({ value: unit, label: `${unit} (${INGREDIENT_UNIT_LABELS[unit]})` }));

const empty = (): FormValues => ({
  name: '',
  unit: 'g',
  purchase_unit_label: '',
  purchase_unit_quantity: null,
  purchase_price: null,
  correction_factor: 1,
  active: true,
});

const toValues = (i: IngredientDto): FormValues => ({
  name: i.name,
  unit: i.unit,
  purchase_unit_label: i.purchase_unit_label,
  purchase_unit_quantity: i.purchase_unit_quantity,
  purchase_price: i.purchase_price,
  correction_factor: i.correction_factor,
  active: i.active !== false,
});

export const toIngredientPayload = (v: FormValues): IngredientInput => ({
  name: v.name.trim(),
  unit: v.unit,
  purchase_unit_label: v.purchase_unit_label.trim(),
  purchase_unit_quantity: v.purchase_unit_quantity ?? 0,
  purchase_price: v.purchase_price ?? 0,
  correction_factor: v.correction_factor ?? 1,
  active: v.active,
});

/** 'R$ 0,006/g' as the owner types the price and the quantity. */
function LiveUnitCost() {
  const form = Form.useFormInstance<FormValues>();
  const price = Form.useWatch('purchase_price', form);
  const quantity = Form.useWatch('purchase_unit_quantity', form);
  const unit = Form.useWatch('unit', form) ?? 'g';
  const ready = typeof price === 'number' && typeof quantity === 'number' && quantity > 0;
  return (
    <p className="costing-live" aria-live="polite">
      Custo por {unit}: <strong>{ready ? formatUnitCost(unitCost(price, quantity), unit) : '—'}</strong>
    </p>
  );
}

/** The prices an ingredient had: a new one never changes what past orders cost. */
function PriceHistory({ ingredient }: { ingredient: IngredientDto }) {
  const prices = useIngredientPrices(ingredient.id);
  const shown = (prices.data ?? []).slice(0, 5);
  if (shown.length < 2) return null;
  return (
    <section className="costing-prices" aria-label="Histórico de preços">
      <h3>Histórico de preços</h3>
      <ul>
        {shown.map((p) => (
          <li key={p.valid_from}>
            <span>{formatFullDate(p.valid_from)}</span>
            <span className="costing-number">
              {formatBRL(p.purchase_price)} · {formatUnitCost(p.unit_cost, ingredient.unit)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Novo Insumo' / 'Editar Insumo'. */
export function IngredientFormDialog({ crud }: { crud: CrudPage<IngredientDto, IngredientInput> }) {
  return (
    <CrudFormDialog
      crud={crud}
      titles={{ create: 'Novo Insumo', edit: 'Editar Insumo' }}
      empty={empty}
      toValues={toValues}
      toPayload={toIngredientPayload}
    >
      <Form.Item name="name" label="Nome do Insumo" rules={[ruleFrom(validateIngredientName)]}>
        <Input maxLength={COSTING_LIMITS.name.max} autoComplete="off" placeholder="Arroz branco" />
      </Form.Item>
      <Form.Item
        name="unit"
        label="Unidade"
        rules={[ruleFrom(validateIngredientUnit)]}
        extra="Na ficha técnica as quantidades vão nesta unidade."
      >
        <Select options={UNIT_OPTIONS} />
      </Form.Item>
      <div className="costing-form-row">
        <Form.Item
          name="purchase_unit_label"
          label="Unidade de compra"
          rules={[ruleFrom(validatePurchaseUnitLabel)]}
          className="costing-form-row__wide"
        >
          <Input maxLength={COSTING_LIMITS.purchaseUnitLabel.max} autoComplete="off" placeholder="saco 5 kg" />
        </Form.Item>
        <Form.Item noStyle dependencies={['unit']}>
          {({ getFieldValue }) => (
            <Form.Item
              name="purchase_unit_quantity"
              label={`Quantidade (${getFieldValue('unit') ?? 'g'})`}
              rules={[ruleFrom(validatePurchaseUnitQuantity)]}
            >
              <NumberField min={0} max={COSTING_LIMITS.purchaseUnitQuantity.max} decimalSeparator="," style={{ width: '100%' }} placeholder="5000" />
            </Form.Item>
          )}
        </Form.Item>
      </div>
      <Form.Item name="purchase_price" label="Preço de compra" rules={[ruleFrom(validatePurchasePrice)]}>
        <MoneyInput max={COSTING_LIMITS.purchasePrice.max} />
      </Form.Item>
      <LiveUnitCost />
      <Form.Item
        name="correction_factor"
        label="Fator de correção"
        rules={[ruleFrom(validateCorrectionFactor)]}
        extra="Peso bruto / peso líquido: 1 kg de frango comprado que rende 800 g limpos tem fator 1000 / 800 = 1,25. Sem perda: 1."
      >
        <NumberField
          min={COSTING_LIMITS.correctionFactor.min}
          max={COSTING_LIMITS.correctionFactor.max}
          step={0.01}
          precision={2}
          decimalSeparator=","
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="active" label="Ativo" valuePropName="checked">
        <Switch />
      </Form.Item>
      {crud.editing?.item && <PriceHistory ingredient={crud.editing.item} />}
    </CrudFormDialog>
  );
}
