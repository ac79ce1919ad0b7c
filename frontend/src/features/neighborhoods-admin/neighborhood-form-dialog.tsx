import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { LIMITS } from '@quentinha/shared/validation/limits';
import {
  parseDeliveryFee,
  validateDeliveryFee,
  validateNeighborhoodName,
} from '@quentinha/shared/validation/neighborhood';
import { FormDialog, useEditForm, useSaveThenClose, validValues } from '@/components/form/form-dialog';
import { ruleFrom } from '@/components/form/rule-from';
import { useSaveNeighborhood, type NeighborhoodPayload } from './api';

interface FormValues {
  name: string;
  delivery_fee: number | string | null;
  is_active: boolean;
}

const EMPTY: FormValues = { name: '', delivery_fee: null, is_active: true };

export function toNeighborhoodPayload(v: FormValues): NeighborhoodPayload {
  return { name: v.name.trim(), delivery_fee: parseDeliveryFee(v.delivery_fee), is_active: v.is_active };
}

interface Props {
  open: boolean;
  /** null: a new neighbourhood */
  neighborhood: NeighborhoodDto | null;
  onClose: () => void;
}

/** 'Adicionar Bairro' / 'Editar Bairro' (SPEC section 5 'Neighbourhood form'). */
export function NeighborhoodFormDialog({ open, neighborhood, onClose }: Props) {
  const form = useEditForm<FormValues, NeighborhoodDto>(
    open,
    neighborhood,
    (n) => ({ name: n.name, delivery_fee: n.delivery_fee, is_active: n.is_active !== false }),
    () => EMPTY,
  );
  const save = useSaveNeighborhood();
  const send = useSaveThenClose(save, { saved: 'Bairro salvo com sucesso', failed: 'Erro ao salvar bairro' }, onClose);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    send({ id: neighborhood?.id, payload: toNeighborhoodPayload(values) });
  };

  return (
    <FormDialog
      open={open}
      title={neighborhood ? 'Editar Bairro' : 'Adicionar Bairro'}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Form.Item name="name" label="Nome do Bairro" rules={[ruleFrom(validateNeighborhoodName)]}>
          <Input maxLength={LIMITS.text.name} autoComplete="off" />
        </Form.Item>
        <Form.Item name="delivery_fee" label="Taxa de Entrega" rules={[ruleFrom(validateDeliveryFee)]}>
          <InputNumber<number>
            min={0}
            step={0.01}
            precision={2}
            decimalSeparator=","
            prefix="R$"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="is_active" label="Ativo" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
