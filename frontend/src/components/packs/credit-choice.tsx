import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { isCustomer, type RoleHolder } from '@quentinha/shared/auth/roles';
import { formatBRL, toCents, toReais } from '@quentinha/shared/money/money';
import { isRedeemCode, PACK_MESSAGES } from '@quentinha/shared/packs/rules';
import { fetchTrackedPurchase, packKeys, useMyCredits, type PackPurchaseDto } from '@/api/packs';
import type { CartLine } from '@/stores/cart/cart-line';
import { useDevicePacks } from './device-packs';
import { creditChoiceLabel, usableCredits } from './pack-rules';
import './packs.css';

/** The checkout form's field for a guest's 6-digit code; the order body sends it as `credit_code`. */
export const CREDIT_CODE_FIELD = 'credit_code';

const isQuentinha = (line: CartLine) => line.category === 'quentinha';

/** The box's own price (what a credit pays): the line's price without its paid extras. */
export function boxPrice(line: CartLine): number {
  return toReais(toCents(line.price) - (line.extras ?? []).reduce((sum, e) => sum + toCents(e.price), 0));
}

/** What the ticked lines take off the items' sum: each box's price x its quantity (extras stay paid). */
export function creditDiscount(lines: readonly CartLine[], ticked: readonly string[]): number {
  return toReais(
    lines.filter((l) => ticked.includes(l.id)).reduce((sum, l) => sum + toCents(boxPrice(l)) * l.quantity, 0),
  );
}

/**
 * The credits this person can see: a customer account's own (GET /api/me/credits), or a guest's
 * packs bought on this device. A guest without any on this device can still type the code.
 */
export function useVisibleCredits(user: RoleHolder | null | undefined, enabled: boolean) {
  const account = isCustomer(user);
  const mine = useMyCredits(enabled && account);
  const tokens = useDevicePacks();
  const tracked = useQueries({
    queries: (enabled && !user ? tokens : []).map((token) => ({
      queryKey: packKeys.track(token),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTrackedPurchase(token, signal),
      retry: false,
    })),
  });
  const purchases: PackPurchaseDto[] = account ? (mine.data ?? []) : tracked.flatMap((q) => (q.data ? [q.data] : []));
  return { purchases, guest: !user, account };
}

interface Props {
  lines: readonly CartLine[];
  purchases: readonly PackPurchaseDto[];
  /** a guest: the server decides with the code */
  guest: boolean;
  ticked: readonly string[];
  onTicked: (ids: string[]) => void;
}

/**
 * 'Usar crédito do pacote (restam 7 · vence 12/06)' per box with credits of its quentinha and
 * size (issue 30); the box then costs R$ 0,00 (extras, drinks and the fee are paid as usual). A
 * guest also types the code from the purchase; one who has no pack on this device may still open
 * the choice ('Tenho um pacote') and the server decides.
 */
export function CreditChoice({ lines, purchases, guest, ticked, onTicked }: Props) {
  const [opened, setOpened] = useState(false);
  const boxes = lines.filter(isQuentinha);
  // boxes of one quentinha and size share its credits: a line is offered while enough are left
  const offers = boxes.flatMap((line) => {
    const credits = usableCredits(purchases, line.product_id, line.size);
    const takenByOthers = boxes
      .filter(
        (l) => l.id !== line.id && ticked.includes(l.id) && l.product_id === line.product_id && l.size === line.size,
      )
      .reduce((sum, l) => sum + l.quantity, 0);
    const left = credits.remaining - takenByOthers;
    if (left >= line.quantity) return [{ line, label: creditChoiceLabel(left, credits.expiresAt) }];
    // a guest typing a code: the server knows the balance this device does not
    if (guest && credits.remaining === 0 && opened) return [{ line, label: 'Usar crédito do pacote' }];
    return [];
  });
  if (boxes.length === 0) return null;
  if (offers.length === 0) {
    return guest && !opened ? (
      <p className="credit-choice__open">
        <Button type="link" onClick={() => setOpened(true)} style={{ padding: 0 }}>
          Tenho um pacote de quentinhas
        </Button>
      </p>
    ) : null;
  }

  const toggle = (id: string, on: boolean) => onTicked(on ? [...ticked, id] : ticked.filter((t) => t !== id));
  const anyTicked = offers.some((o) => ticked.includes(o.line.id));

  return (
    <section className="credit-choice" aria-label="Créditos do pacote">
      <p className="credit-choice__title">Créditos do pacote</p>
      {offers.map(({ line, label }) => {
        const on = ticked.includes(line.id);
        const price = toReais(toCents(line.price) * line.quantity);
        const paid = on ? toReais(toCents(price) - toCents(boxPrice(line)) * line.quantity) : price;
        return (
          <div key={line.id} className="credit-choice__line">
            <Checkbox
              checked={on}
              onChange={(e) => toggle(line.id, e.target.checked)}
              aria-label={`${label}: ${line.quantity}x ${line.name}`}
            >
              <span className="credit-choice__box">
                {line.quantity}x {line.name}
              </span>
              <br />
              <span>{label}</span>
            </Checkbox>
            <span className="credit-choice__price" data-testid="credit-line-price">
              {formatBRL(paid)}
            </span>
          </div>
        );
      })}
      {guest && anyTicked && (
        <Form.Item
          name={CREDIT_CODE_FIELD}
          label="Código do pacote (6 dígitos)"
          className="credit-choice__code"
          rules={[
            {
              validator: (_, v) =>
                isRedeemCode(String(v ?? '').trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(PACK_MESSAGES.codeFormat)),
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="000000" />
        </Form.Item>
      )}
    </section>
  );
}
