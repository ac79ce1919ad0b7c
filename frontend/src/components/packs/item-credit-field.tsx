import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import type { Size } from '@quentinha/shared/api/types';
import { normalizePhone } from '@quentinha/shared/phone/whatsapp';
import { useCreditsByPhone } from '@/api/packs';
import { creditChoiceLabel, usableCredits } from './pack-rules';

interface Props {
  /** the item's index in the form's 'items' list */
  name: number;
  productId: string | undefined;
  size: string | undefined;
}

/**
 * 'Adicionar Pedido' (staff, admin): per box, 'Usar crédito' when the typed number has credits of
 * that quentinha and size (GET /api/pack-purchases?phone=). The server takes them in the order's
 * transaction and refuses with 'créditos' when there are too few.
 */
export function ItemCreditField({ name, productId, size }: Props) {
  const form = Form.useFormInstance();
  const phone = normalizePhone(Form.useWatch('whatsapp', form));
  const credits = useCreditsByPhone(phone);
  if (!phone || !productId || !size) return null;
  const usable = usableCredits(credits.data ?? [], productId, size as Size);
  if (usable.remaining === 0) return null;
  return (
    <Form.Item name={[name, 'use_credit']} valuePropName="checked" className="order-item-row__credit">
      <Checkbox>
        {creditChoiceLabel(usable.remaining, usable.expiresAt).replace('Usar crédito do pacote', 'Usar crédito')}
      </Checkbox>
    </Form.Item>
  );
}
