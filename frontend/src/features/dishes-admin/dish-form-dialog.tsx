import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { DishDto } from '@quentinha/shared/api/types';
import { DEFAULT_DISH_TYPE, DISH_TYPES, toDishType, type DishType } from '@quentinha/shared/catalog/categories';
import { LIMITS } from '@quentinha/shared/validation/limits';
import { buildDishPayload, validateDishName, validateDishType } from '@quentinha/shared/validation/dish';
import { FormDialog, useEditForm, useSaveThenClose, validValues } from '@/components/form/form-dialog';
import { ruleFrom } from '@/components/form/rule-from';
import { useSaveDish } from './api';

interface FormValues {
  name: string;
  type: DishType;
}

const EMPTY: FormValues = { name: '', type: DEFAULT_DISH_TYPE };
const TYPE_OPTIONS = DISH_TYPES.map((t) => ({ value: t, label: t }));

interface Props {
  open: boolean;
  /** null: a new dish */
  dish: DishDto | null;
  onClose: () => void;
}

/** 'Novo Prato' / 'Editar Prato' (SPEC section 5 'Dish form'). */
export function DishFormDialog({ open, dish, onClose }: Props) {
  const form = useEditForm<FormValues, DishDto>(open, dish, (d) => ({ name: d.name, type: toDishType(d.type) ?? DEFAULT_DISH_TYPE }), () => EMPTY);
  const save = useSaveDish();
  const send = useSaveThenClose(save, { saved: 'Prato salvo com sucesso', failed: 'Erro ao salvar prato' }, onClose);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    // a category that only mirrored the type follows it; a category of its own is kept
    const ownCategory = dish && dish.category !== dish.type ? dish.category : null;
    send({ id: dish?.id, payload: buildDishPayload({ ...values, category: ownCategory }) });
  };

  return (
    <FormDialog
      open={open}
      title={dish ? 'Editar Prato' : 'Novo Prato'}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Form.Item name="name" label="Nome do Prato" rules={[ruleFrom(validateDishName)]}>
          <Input maxLength={LIMITS.text.name} autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label="Tipo" rules={[ruleFrom(validateDishType)]}>
          <Select options={TYPE_OPTIONS} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
