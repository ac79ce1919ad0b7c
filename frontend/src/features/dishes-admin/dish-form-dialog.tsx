import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import type { DishDto } from '@quentinha/shared/api/types';
import { DEFAULT_DISH_TYPE, DISH_TYPES, toDishType, type DishType } from '@quentinha/shared/catalog/categories';
import { LIMITS } from '@quentinha/shared/validation/limits';
import { buildDishPayload, validateDishName, validateDishType } from '@quentinha/shared/validation/dish';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { FormDialog, validValues } from '@/components/form/form-dialog';
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
  const [form] = Form.useForm<FormValues>();
  const save = useSaveDish();
  const toast = useToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(dish ? { name: dish.name, type: toDishType(dish.type) ?? DEFAULT_DISH_TYPE } : EMPTY);
  }, [open, dish, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    // a category that only mirrored the type follows it; a category of its own is kept
    const ownCategory = dish && dish.category !== dish.type ? dish.category : null;
    save.mutate(
      { id: dish?.id, payload: buildDishPayload({ ...values, category: ownCategory }) },
      {
        onSuccess: () => {
          toast.success('Prato salvo com sucesso');
          onClose();
        },
        onError: (error) => toast.error('Erro ao salvar prato', errorMessage(error)),
      },
    );
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
