import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { DishDto } from '@quentinha/shared/api/types';
import { DEFAULT_DISH_TYPE, DISH_TYPES, toDishType, type DishType } from '@quentinha/shared/catalog/categories';
import { LIMITS } from '@quentinha/shared/validation/limits';
import { buildDishPayload, validateDishName, validateDishType } from '@quentinha/shared/validation/dish';
import { CrudFormDialog } from '@/components/admin/crud-form-dialog';
import type { CrudPage } from '@/components/admin/use-crud-page';
import { ruleFrom } from '@/components/form/rule-from';
import type { DishPayload } from './api';

interface FormValues {
  name: string;
  type: DishType;
}

const empty = (): FormValues => ({ name: '', type: DEFAULT_DISH_TYPE });
const toValues = (d: DishDto): FormValues => ({ name: d.name, type: toDishType(d.type) ?? DEFAULT_DISH_TYPE });
const TYPE_OPTIONS = DISH_TYPES.map((t) => ({ value: t, label: t }));

/** A category that only mirrored the type follows it; a category of its own is kept. */
function toPayload(values: FormValues, dish: DishDto | null): DishPayload {
  const ownCategory = dish && dish.category !== dish.type ? dish.category : null;
  return buildDishPayload({ ...values, category: ownCategory });
}

/** 'Novo Prato' / 'Editar Prato' (SPEC section 5 'Dish form'). */
export function DishFormDialog({ crud }: { crud: CrudPage<DishDto, DishPayload> }) {
  return (
    <CrudFormDialog crud={crud} titles={{ create: 'Novo Prato', edit: 'Editar Prato' }} empty={empty} toValues={toValues} toPayload={toPayload}>
      <Form.Item name="name" label="Nome do Prato" rules={[ruleFrom(validateDishName)]}>
        <Input maxLength={LIMITS.text.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label="Tipo" rules={[ruleFrom(validateDishType)]}>
        <Select options={TYPE_OPTIONS} />
      </Form.Item>
    </CrudFormDialog>
  );
}
