import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { Link } from 'react-router';
import { orderingText } from '@quentinha/shared/availability/hours';
import { DEFAULT_SCHEDULING, schedulingDays } from '@quentinha/shared/availability/slots';
import { boxesInOrder } from '@quentinha/shared/availability/portions';
import type { CreateOrderRequest, OrderDto } from '@quentinha/shared/api/types';
import { formatBRL, toCents, toReais } from '@quentinha/shared/money/money';
import {
  CHECKOUT_DEFAULT_PAYMENT_METHOD,
  INTERFACE_PAYMENT_METHODS,
  PAYMENT_LABELS,
} from '@quentinha/shared/payments/payment-method';
import { normalizePhone } from '@quentinha/shared/phone/whatsapp';
import {
  CHECKOUT_MESSAGES,
  checkoutTotal,
  validateAddress,
  validateCheckoutWhatsapp,
  validateCustomerName,
} from '@quentinha/shared/validation/checkout';
import { NOTES_MAX_LENGTH, ADDRESS_MAX_LENGTH } from '@quentinha/shared/validation/limits';
import { useMe } from '@/api/auth';
import { ApiError } from '@/api/client';
import { useOrdering } from '@/api/ordering';
import { soldOutNames, useActiveNeighborhoods, usePickerMenu, usePublicSettings } from '@/api/catalog';
import { useCreateOrder } from '@/api/orders';
import { ruleFrom } from '@/components/form/rule-from';
import { PhoneInput } from '@/components/form/phone-input';
import { useToast } from '@/components/feedback/toast';
import { cartSubtotal, type CartLine } from '@/stores/cart/cart-line';
import { newIdempotencyKey } from '@/api/idempotency-key';
import { useBackCloses } from '@/hooks/use-back-closes';
import { soldOutInCart, soldOutSentence } from '../sold-out';
import { scheduledFor, WhenField, type WhenValues } from './when-field';
import { ChangeField } from './change-field';
import { readCheckoutDraft, saveCheckoutDraft, type CheckoutDraftFields } from './checkout-draft';
import { NeighborhoodField } from './neighborhood-field';
import { CONSENT_FIELD, ConsentCheckbox } from '@/components/marketing/consent-checkbox';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { buildCreateOrderRequest } from '@quentinha/shared/orders/create-order';
import { CREDIT_CODE_FIELD, CreditChoice, creditDiscount, useVisibleCredits } from '@/components/packs/credit-choice';

const FORM_ID = 'checkout-form';

/** The order body with the ticked boxes' `use_credit` and a guest's code (DECISIONS 10.6). */
function withCredits(body: CreateOrderRequest, lines: CartLine[], ticked: string[], code: string | undefined): CreateOrderRequest {
  if (ticked.length === 0) return body;
  // the same lines, in the same order, as buildCreateOrderRequest keeps them
  const sent = lines.filter((l) => typeof l.product_id === 'string' && l.product_id.trim() !== '');
  const items = body.items.map((item, i) => (ticked.includes(sent[i]?.id ?? '') ? { ...item, use_credit: true } : item));
  return { ...body, items, ...(code?.trim() ? { credit_code: code.trim() } : {}) };
}

interface Props {
  open: boolean;
  lines: CartLine[];
  onClose: () => void;
  onPlaced: (order: OrderDto) => void;
}

type CheckoutValues = CheckoutDraftFields & WhenValues & { [CONSENT_FIELD]?: boolean; [CREDIT_CODE_FIELD]?: string };

/**
 * 'Finalizar Pedido'. The parent mounts a fresh instance per opening (key), which draws a new
 * Idempotency-Key (retries inside one opening reuse it); what was typed comes back from the draft
 * until the order is placed (issue 24), and Back closes the dialog instead of leaving the store.
 */
export default function CheckoutDialog({ open, lines, onClose, onPlaced }: Props) {
  const [form] = Form.useForm<CheckoutValues>();
  useBackCloses(open, onClose);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const { data: user } = useMe();
  const neighborhoods = useActiveNeighborhoods(open);
  const createOrder = useCreateOrder();
  const toast = useToast();
  // DECISIONS 9.3: paused takes nothing; closed takes a slot within hours; sold-out dishes stop it
  const ordering = useOrdering();
  const { paused, open: openNow } = ordering.state;
  const slotMinutes = (ordering.scheduling ?? DEFAULT_SCHEDULING).slot_minutes;
  const days = ordering.hours ? schedulingDays(new Date(), ordering.hours, slotMinutes) : [];
  const closedText = orderingText(ordering.state);
  const blockedBy = paused && !openNow ? closedText : !openNow && days.length === 0 ? closedText : null;
  const outNames = soldOutInCart(lines, soldOutNames(usePickerMenu(open).data));
  const soldOut = soldOutSentence(outNames);
  const boxes = boxesInOrder(lines);
  // the session ended while the order was sent (its renewal failed): the client did not send it
  // again as a guest's, and neither does this dialog; the person signs in, the cart waits
  const sessionLost = createOrder.error instanceof ApiError && createOrder.error.status === 401;

  const deliveryType = Form.useWatch('delivery_type', form) ?? 'pickup';
  // 'Dados da Loja' (DECISIONS 9.4): where pickup orders are collected
  const pickupAddress = usePublicSettings().data?.pickup_address ?? null;
  const payment = Form.useWatch('payment_method', form) ?? CHECKOUT_DEFAULT_PAYMENT_METHOD;
  const neighborhoodId = Form.useWatch('neighborhood', form);

  // boxes paid with pack credits cost R$ 0,00 (issue 30); extras, drinks and the fee stay
  const credits = useVisibleCredits(user, open);
  const [creditLines, setCreditLines] = useState<string[]>([]);
  const subtotal = toReais(toCents(cartSubtotal(lines)) - toCents(creditDiscount(lines, creditLines)));
  const fee = neighborhoods.data?.find((n) => n.id === neighborhoodId)?.delivery_fee ?? 0;
  const total = checkoutTotal(subtotal, fee, deliveryType);
  const delivery = deliveryType === 'delivery';

  const [initialValues] = useState<Partial<CheckoutValues>>(() => ({
    delivery_type: 'pickup',
    payment_method: CHECKOUT_DEFAULT_PAYMENT_METHOD,
    customer_name: user?.name ?? '',
    whatsapp: normalizePhone(user?.phone) ?? '',
    ...readCheckoutDraft(),
  }));

  const submit = async (values: CheckoutValues) => {
    if (lines.length === 0) {
      toast.warning(CHECKOUT_MESSAGES.emptyCartTitle, CHECKOUT_MESSAGES.emptyCart);
      return;
    }
    if (blockedBy || soldOut || sessionLost) return;
    const slot = scheduledFor({ ...values, slot_day: values.slot_day ?? days[0] });
    // the same builder as the admin's phone order (shared): prices stay out, the server computes them
    const body = {
      ...withCredits(buildCreateOrderRequest(lines, values), lines, creditLines, values[CREDIT_CODE_FIELD]),
      ...(slot ? { scheduled_for: slot } : {}),
      // the consent box, apart from the order (DECISIONS 10.2): only a tick is sent as true
      marketing_opt_in: values[CONSENT_FIELD] === true,
    };
    // awaited, not mutate()'s onSuccess: that callback is dropped when the form re-renders the
    // observer away mid-request (the slot check does), and the customer never saw the order go in.
    // A failure is shown by useCreateOrder's meta (the MutationCache): nothing more to do here.
    const order = await createOrder.mutateAsync({ body, idempotencyKey }).catch(() => null);
    if (!order) return;
    toast.success(CHECKOUT_MESSAGES.orderCreatedTitle, `Pedido #${shortOrderId(order.id)} recebido.`);
    onPlaced(order);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Finalizar Pedido"
      centered
      width={560}
      className="checkout-dialog sheet-dialog"
      mask={{ closable: !createOrder.isPending }}
      // the total and the button stay in view while the form scrolls
      footer={
        <div className="checkout-dialog__footer">
          <dl className="checkout-summary" aria-label="Resumo do pedido">
            <div>
              <dt>Itens</dt>
              <dd>{formatBRL(subtotal)}</dd>
            </div>
            {delivery && (
              <div>
                <dt>Taxa de entrega</dt>
                <dd>{formatBRL(fee)}</dd>
              </div>
            )}
            <div className="checkout-summary__total">
              <dt>Total</dt>
              <dd data-testid="checkout-total">{formatBRL(total)}</dd>
            </div>
          </dl>
          <Button
            type="primary"
            htmlType="submit"
            form={FORM_ID}
            block
            size="large"
            loading={createOrder.isPending}
            disabled={!!blockedBy || !!soldOut || sessionLost}
          >
            Confirmar Pedido
          </Button>
        </div>
      }
    >
      {blockedBy && <Alert type="warning" showIcon className="checkout-alert" title={blockedBy} />}
      {soldOut && <Alert type="error" showIcon className="checkout-alert" title={soldOut} />}
      {sessionLost && (
        <Alert
          type="warning"
          showIcon
          className="checkout-alert"
          title="Sua sessão expirou"
          description={
            <>
              Entre novamente para enviar o pedido pela sua conta. Seu carrinho continua salvo.{' '}
              <Link to="/login" onClick={onClose}>
                Entrar
              </Link>
            </>
          }
        />
      )}
      <Form<CheckoutValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(_changed, all) => saveCheckoutDraft(all)}
        onFinish={submit}
        requiredMark={false}
        size="large"
        disabled={createOrder.isPending}
      >
        <Form.Item name="delivery_type" label="Como você quer receber?">
          <Radio.Group aria-label="Como você quer receber?" optionType="button" buttonStyle="solid" className="segmented-2">
            <Radio.Button value="pickup">Retirar no local</Radio.Button>
            <Radio.Button value="delivery">Entrega</Radio.Button>
          </Radio.Group>
        </Form.Item>
        {deliveryType === 'pickup' && pickupAddress && (
          <p className="checkout-pickup-address" style={{ margin: '-12px 0 16px', color: 'var(--muted)' }}>
            Retirar em: {pickupAddress}
          </p>
        )}

        {!blockedBy && <WhenField asapAllowed={openNow} days={days} boxes={boxes} />}

        <Form.Item name="customer_name" label="Seu nome" rules={[ruleFrom(validateCustomerName)]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>

        <Form.Item
          name="whatsapp"
          label="WhatsApp (DDD + número)"
          rules={[ruleFrom(validateCheckoutWhatsapp)]}
          validateTrigger="onBlur"
        >
          <PhoneInput placeholder="(11) 98765-4321" />
        </Form.Item>

        {delivery && (
          <>
            <NeighborhoodField neighborhoods={neighborhoods.data} loading={neighborhoods.isPending} />
            <Form.Item name="address" label="Endereço completo" rules={[ruleFrom(validateAddress)]}>
              <Input.TextArea autoComplete="street-address" rows={2} maxLength={ADDRESS_MAX_LENGTH} placeholder="Rua, número, complemento, referência" />
            </Form.Item>
          </>
        )}

        <CreditChoice lines={lines} purchases={credits.purchases} guest={credits.guest} ticked={creditLines} onTicked={setCreditLines} />

        <Form.Item name="payment_method" label="Pagamento">
          <Radio.Group aria-label="Pagamento" optionType="button" buttonStyle="solid" className="segmented-4">
            {INTERFACE_PAYMENT_METHODS.map((m) => (
              <Radio.Button key={m} value={m}>
                {PAYMENT_LABELS[m]}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>

        {payment === 'dinheiro' && <ChangeField total={total} />}

        <Form.Item name="notes" label="Observações (opcional)">
          <Input.TextArea rows={2} maxLength={NOTES_MAX_LENGTH} placeholder="Ex.: sem cebola, tocar o interfone" />
        </Form.Item>

        <ConsentCheckbox />
      </Form>
    </Modal>
  );
}
