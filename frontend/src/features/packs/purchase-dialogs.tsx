import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL, toCents, toReais } from '@quentinha/shared/money/money';
import { PACK_LIMITS, refundCents, unitPriceCents } from '@quentinha/shared/packs/rules';
import { useExtendPurchase, useRefundPurchase, type StaffPackPurchaseDto } from '@/api/packs';
import { NumberField } from '@/components/form/number-field';
import { useToast } from '@/components/feedback/toast';

const NOTE_MAX = 200;

/**
 * 'Reembolsar': the fair amount (DECISIONS 10.6) worked out in front of the owner before he
 * confirms: price less the boxes used at the pack's unit price. The server's figure wins.
 */
export function RefundDialog({ purchase, onClose }: { purchase: StaffPackPurchaseDto; onClose: () => void }) {
  const refund = useRefundPurchase();
  const toast = useToast();
  const [note, setNote] = useState('');
  const used = Math.max(0, purchase.quantity - purchase.remaining);
  const unit = toReais(unitPriceCents(toCents(purchase.price), purchase.quantity));
  const amount = purchase.refund_amount ?? toReais(refundCents(toCents(purchase.price), purchase.quantity, used));

  return (
    <Modal
      open
      title="Reembolsar"
      okText={`Confirmar reembolso de ${formatBRL(amount)}`}
      cancelText="Cancelar"
      okButtonProps={{ danger: true }}
      confirmLoading={refund.isPending}
      onCancel={onClose}
      onOk={() =>
        refund.mutate(
          { id: purchase.id, note: note.trim() || undefined },
          {
            onSuccess: (res) => {
              toast.success(
                'Reembolso registrado',
                `Devolva ${formatBRL(res.refund_amount)} a ${purchase.customer_name}.`,
              );
              onClose();
            },
          },
        )
      }
    >
      <p>
        <strong>{purchase.pack_name}</strong> de {purchase.customer_name}. Os {purchase.remaining} créditos restantes
        deixam de valer; a loja devolve o dinheiro por fora (PIX, dinheiro).
      </p>
      <dl className="credits__refund-figures" aria-label="Cálculo do reembolso">
        <dt>Preço pago</dt>
        <dd>{formatBRL(purchase.price)}</dd>
        <dt>
          Usadas: {used} × {formatBRL(unit)}
        </dt>
        <dd>−{formatBRL(toReais(used * toCents(unit)))}</dd>
        <dt className="credits__refund-total">Valor a devolver</dt>
        <dd className="credits__refund-total" data-testid="refund-amount">
          {formatBRL(amount)}
        </dd>
      </dl>
      <Form layout="vertical">
        <Form.Item label="Observação (opcional)" htmlFor="refund-note">
          <Input.TextArea
            id="refund-note"
            rows={2}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 'Prorrogar': more days for the credits left, written to the ledger with who and why. */
export function ExtendDialog({ purchase, onClose }: { purchase: StaffPackPurchaseDto; onClose: () => void }) {
  const extend = useExtendPurchase();
  const toast = useToast();
  const [days, setDays] = useState<number | null>(7);
  const [note, setNote] = useState('');
  const valid = days !== null && Number.isInteger(days) && days >= 1 && days <= PACK_LIMITS.maxExtendDays;

  return (
    <Modal
      open
      title="Prorrogar validade"
      okText="Prorrogar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: !valid }}
      confirmLoading={extend.isPending}
      onCancel={onClose}
      onOk={() =>
        valid &&
        extend.mutate(
          { id: purchase.id, days, note: note.trim() || undefined },
          {
            onSuccess: () => {
              toast.success('Validade prorrogada');
              onClose();
            },
          },
        )
      }
    >
      <p>
        <strong>{purchase.pack_name}</strong> de {purchase.customer_name}:{' '}
        {purchase.expires_at ? `vence ${formatFullDate(purchase.expires_at)}` : 'sem prazo'} · restam{' '}
        {purchase.remaining}.
      </p>
      <Form layout="vertical">
        <Form.Item
          label="Dias a mais"
          htmlFor="extend-days"
          validateStatus={valid ? undefined : 'error'}
          help={
            valid
              ? 'Contados a partir do vencimento (ou de hoje, se já venceu).'
              : `De 1 a ${PACK_LIMITS.maxExtendDays} dias.`
          }
        >
          <NumberField
            id="extend-days"
            min={1}
            max={PACK_LIMITS.maxExtendDays}
            precision={0}
            value={days}
            onChange={(v) => setDays(v ?? null)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Observação (opcional)" htmlFor="extend-note">
          <Input.TextArea
            id="extend-note"
            rows={2}
            maxLength={NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
