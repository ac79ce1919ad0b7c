import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Switch from 'antd/es/switch';
import { useEffect } from 'react';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { LIMITS } from '@quentinha/shared/validation/limits';
import {
  parseDeliveryFee,
  validateDeliveryFee,
  validateNeighborhoodName,
} from '@quentinha/shared/validation/neighborhood';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { FormDialog, validValues } from '@/components/form/form-dialog';
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
  const [form] = Form.useForm<FormValues>();
  const save = useSaveNeighborhood();
  const toast = useToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      neighborhood
        ? {
            name: neighborhood.name,
            delivery_fee: neighborhood.delivery_fee,
            is_active: neighborhood.is_active !== false,
          }
        : EMPTY,
    );
  }, [open, neighborhood, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    save.mutate(
      { id: neighborhood?.id, payload: toNeighborhoodPayload(values) },
      {
        onSuccess: () => {
          toast.success('Bairro salvo com sucesso');
          onClose();
        },
        onError: (error) => {
          console.error('Erro ao salvar bairro', error);
          toast.error('Erro ao salvar bairro', errorMessage(error));
        },
      },
    );
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
