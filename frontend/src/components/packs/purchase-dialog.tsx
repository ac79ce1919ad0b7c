import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { formatBRL } from '@quentinha/shared/money/money';
import {
  CHECKOUT_DEFAULT_PAYMENT_METHOD,
  INTERFACE_PAYMENT_METHODS,
  PAYMENT_LABELS,
  toWirePaymentMethod,
  type PaymentOption,
} from '@quentinha/shared/payments/payment-method';
import { normalizePhone } from '@quentinha/shared/phone/whatsapp';
import { validateCheckoutWhatsapp, validateCustomerName } from '@quentinha/shared/validation/checkout';
import { useMe } from '@/api/auth';
import { newIdempotencyKey } from '@/api/idempotency-key';
import type { PackPaymentMethod } from '@quentinha/shared/packs/types';
import { useBuyPack, type PackPurchaseCreatedDto, type PackOfferDto } from '@/api/packs';
import { PhoneInput } from '@/components/form/phone-input';
import { ruleFrom } from '@/components/form/rule-from';
import { useBackCloses } from '@/hooks/use-back-closes';
import { rememberDevicePack } from './device-packs';
import { unitPrice, validityText } from './pack-rules';
import { PurchaseReceipt } from './purchase-receipt';

const FORM_ID = 'pack-purchase-form';

interface Values {
  customer_name: string;
  whatsapp: string;
  payment_method: PaymentOption;
}

interface Props {
  offer: PackOfferDto;
  /** 'Quentinha M' */
  productLabel: string;
  onClose: () => void;
}

/**
 * 'Comprar Pacote': name, number and payment as at the checkout; then the receipt with the PIX
 * code, the 6-digit code to spend credits as a guest, and the purchase's own page.
 */
export default function PurchaseDialog({ offer, productLabel, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const { data: user } = useMe();
  const buy = useBuyPack();
  // one key per opening: a retried tap never buys twice
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [bought, setBought] = useState<{ purchase: PackPurchaseCreatedDto; method: PaymentOption } | null>(null);
  useBackCloses(true, onClose);

  const submit = async (values: Values) => {
    const purchase = await buy
      .mutateAsync({
        offerId: offer.id,
        idempotencyKey,
        body: {
          customer: {
            name: values.customer_name.trim(),
            phone: normalizePhone(values.whatsapp) ?? values.whatsapp.trim(),
          },
          // the storefront's four choices are all a pack's methods (never 'credit' or 'company_tab')
          payment: { method: toWirePaymentMethod(values.payment_method) as PackPaymentMethod },
        },
      })
      .catch(() => null);
    if (!purchase) return;
    rememberDevicePack(purchase.tracking_token);
    setBought({ purchase, method: values.payment_method });
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={bought ? 'Pacote reservado' : 'Comprar Pacote'}
      centered
      width={520}
      className="sheet-dialog pack-purchase"
      mask={{ closable: !buy.isPending }}
      footer={
        bought ? (
          <Button type="primary" size="large" block onClick={onClose}>
            Fechar
          </Button>
        ) : (
          <Button type="primary" size="large" block htmlType="submit" form={FORM_ID} loading={buy.isPending}>
            Comprar por {formatBRL(offer.price)}
          </Button>
        )
      }
    >
      {bought ? (
        <PurchaseReceipt purchase={bought.purchase} method={bought.method} />
      ) : (
        <>
          <div className="pack-purchase__summary">
            <strong>{offer.name}</strong>
            <span>
              {offer.quantity} × {productLabel} · {formatBRL(unitPrice(offer.price, offer.quantity))} cada
            </span>
          </div>
          <Alert
            type="info"
            showIcon
            className="pack-purchase__validity"
            title={`Créditos ${validityText(offer.validity_days)}.`}
            description="Os créditos são liberados quando a loja confirmar o pagamento. Bebidas e taxa de entrega são pagas à parte."
          />
          <Form<Values>
            id={FORM_ID}
            form={form}
            layout="vertical"
            requiredMark={false}
            size="large"
            disabled={buy.isPending}
            onFinish={submit}
            initialValues={{
              customer_name: user?.name ?? '',
              whatsapp: normalizePhone(user?.phone) ?? '',
              payment_method: CHECKOUT_DEFAULT_PAYMENT_METHOD,
            }}
          >
            <Form.Item name="customer_name" label="Seu nome" rules={[ruleFrom(validateCustomerName)]}>
              <Input autoComplete="name" maxLength={100} />
            </Form.Item>
            <Form.Item
              name="whatsapp"
              label="WhatsApp (DDD + número)"
              extra="Os créditos ficam neste número."
              rules={[ruleFrom(validateCheckoutWhatsapp)]}
              validateTrigger="onBlur"
            >
              <PhoneInput placeholder="(11) 98765-4321" />
            </Form.Item>
            <Form.Item name="payment_method" label="Pagamento">
              <Radio.Group aria-label="Pagamento" optionType="button" buttonStyle="solid" className="segmented-4">
                {INTERFACE_PAYMENT_METHODS.map((m) => (
                  <Radio.Button key={m} value={m}>
                    {PAYMENT_LABELS[m]}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
