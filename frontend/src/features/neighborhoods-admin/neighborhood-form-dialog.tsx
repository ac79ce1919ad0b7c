import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { LIMITS } from '@quentinha/shared/validation/limits';
import {
  parseDeliveryFee,
  validateDeliveryFee,
  validateNeighborhoodName,
} from '@quentinha/shared/validation/neighborhood';
import { CrudFormDialog } from '@/components/admin/crud-form-dialog';
import type { CrudPage } from '@/components/admin/use-crud-page';
import { MoneyInput } from '@/components/form/money-input';
import { ruleFrom } from '@/components/form/rule-from';
import type { NeighborhoodPayload } from './api';

interface FormValues {
  name: string;
  delivery_fee: number | string | null;
  is_active: boolean;
}

const empty = (): FormValues => ({ name: '', delivery_fee: null, is_active: true });

const toValues = (n: NeighborhoodDto): FormValues => ({
  name: n.name,
  delivery_fee: n.delivery_fee,
  is_active: n.is_active !== false,
});

export function toNeighborhoodPayload(v: FormValues): NeighborhoodPayload {
  return { name: v.name.trim(), delivery_fee: parseDeliveryFee(v.delivery_fee), is_active: v.is_active };
}

/** 'Adicionar Bairro' / 'Editar Bairro' (SPEC section 5 'Neighbourhood form'). */
export function NeighborhoodFormDialog({ crud }: { crud: CrudPage<NeighborhoodDto, NeighborhoodPayload> }) {
  return (
    <CrudFormDialog
      crud={crud}
      titles={{ create: 'Adicionar Bairro', edit: 'Editar Bairro' }}
      empty={empty}
      toValues={toValues}
      toPayload={toNeighborhoodPayload}
    >
      <Form.Item name="name" label="Nome do Bairro" rules={[ruleFrom(validateNeighborhoodName)]}>
        <Input maxLength={LIMITS.text.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="delivery_fee" label="Taxa de Entrega" rules={[ruleFrom(validateDeliveryFee)]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="is_active" label="Ativo" valuePropName="checked">
        <Switch />
      </Form.Item>
    </CrudFormDialog>
  );
}
