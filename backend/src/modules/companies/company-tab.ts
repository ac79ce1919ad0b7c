import type { WireStatus } from '@quentinha/shared/api/types';
import { COMPANY_MESSAGES as M } from '@quentinha/shared/companies/messages';
import { toWirePaymentMethod } from '@quentinha/shared/payments/payment-method';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, forbidden, validationError } from '../../common/errors/domain-error.js';
import type { Order } from '../orders/order.entity.js';
import type { OrderAggregate } from '../orders/order.mapper.js';
import { appendCompanyEntry, balanceCents, findMember, holdCompany, orderNetCents } from './company-ledger.js';

/**
 * The order module's hooks for the company tab (DECISIONS 10.5). Each runs inside the order's own
 * transaction, so the order and its ledger entry are written together or not at all, and each
 * entry carries a dedupe_key so a retry, a second cancel or a replayed Idempotency-Key adds nothing.
 */

export interface TabPayment {
  method: string;
  company_id?: string;
  member_id?: string;
}

/** Who writes: a signed-in person, or a guest (id null). */
type Author = { id: string | null; name: string };

const TEAM = new Set(['admin', 'staff']);
const isTab = (payment: TabPayment) => toWirePaymentMethod(payment.method) === 'company_tab';

/**
 * Before anything else is read: only admin and staff put an order on a tab (a guest or customer
 * 403), naming both the company and the member (400).
 */
export function checkTabPayment(payment: TabPayment, user: AuthUser | null): void {
  if (!isTab(payment)) return;
  if (!user || !TEAM.has(user.role)) throw forbidden(M.tabNotForCustomers);
  if (!payment.company_id || !payment.member_id) throw validationError(M.tabCompanyRequired);
}

/**
 * Creation (before the order's customer is written: the member is the order's customer). Holds the
 * company, checks it is active, the member active and `balance + total <= credit_limit`, then
 * writes the charge. The order starts confirmed, payment pending, and names its company.
 */
export async function chargeCompanyTab(
  tx: EntityManager,
  draft: OrderAggregate,
  user: AuthUser | null,
  payment: TabPayment,
): Promise<void> {
  if (!isTab(payment)) return;
  checkTabPayment(payment, user);
  const company = await holdCompany(tx, payment.company_id!);
  if (!company) throw validationError(M.tabCompanyUnknown);
  const member = await findMember(tx, company.id, payment.member_id!);
  if (!member) throw validationError(M.tabMemberUnknown);
  if (company.status !== 'active') throw conflict(M.tabCompanyBlocked);
  if (!member.active) throw conflict(M.tabMemberInactive);
  const total = draft.order.total_amount_cents;
  const balance = await balanceCents(tx, company.id);
  if (balance + total > company.credit_limit_cents) throw conflict(M.tabLimit(company.credit_limit_cents - balance));

  const order = draft.order;
  Object.assign(order, {
    customer_name: member.name,
    whatsapp: member.whatsapp,
    company_id: company.id,
    company_member_id: member.id,
    company_name: company.name,
    company_member_name: member.name,
    payment_method: 'company_tab',
    payment_status: 'pending',
    change_for_cents: null,
    pix_copia_e_cola: null,
    pix_txid: null,
  });
  if (order.status !== 'confirmed') {
    // the company pays at the end of the month: nothing to wait for, straight to the kitchen
    order.status = 'confirmed';
    order.confirmed_at = order.created_at;
    for (const event of draft.events) if (event.kind === 'created') event.to_status = 'confirmed';
  }
  await appendCompanyEntry(tx, {
    companyId: company.id,
    kind: 'charge',
    amountCents: total,
    orderId: order.id,
    memberId: member.id,
    by: { id: user!.id, name: user!.name },
    dedupeKey: `charge:${order.id}`,
  });
}

/**
 * Status change or edit of an existing order (right after recordSale, in the updater's
 * transaction): cancelling a tab order writes one reversal of what it had put on the tab; an edit
 * that changes its total writes an adjustment of the difference (an increase must fit the limit);
 * reopening a cancelled tab order, or moving an order onto or off the tab, is refused (409).
 */
export async function companyTabAfterChange(
  tx: EntityManager,
  order: Order,
  patch: QueryDeepPartialEntity<Order>,
  user: Author,
  now: Date,
): Promise<void> {
  const toMethod = patch.payment_method as string | undefined;
  if (order.payment_method !== 'company_tab') {
    if (toMethod === 'company_tab') throw conflict(M.tabMethodChosen);
    return;
  }
  if (toMethod !== undefined && toMethod !== 'company_tab') throw conflict(M.tabMethodChange);
  const to = patch.status as WireStatus | undefined;
  if (order.status === 'cancelled') {
    if (to && to !== 'cancelled') throw conflict(M.tabReopen);
    return;
  }
  const companyId = order.company_id;
  if (!companyId) return;
  if (to === 'cancelled') {
    await holdCompany(tx, companyId);
    const onTab = await orderNetCents(tx, order.id);
    if (onTab.cents === 0) return;
    await appendCompanyEntry(tx, {
      companyId,
      kind: 'reversal',
      amountCents: -onTab.cents,
      orderId: order.id,
      memberId: order.company_member_id,
      by: user,
      dedupeKey: `reversal:${order.id}`,
      note: (patch.cancel_reason as string | null | undefined) ?? null,
      now,
    });
    return;
  }
  const total = patch.total_amount_cents as number | undefined;
  if (total === undefined || total === order.total_amount_cents) return;
  const company = await holdCompany(tx, companyId);
  const onTab = await orderNetCents(tx, order.id);
  const difference = total - onTab.cents;
  if (difference === 0 || !company) return;
  if (difference > 0) {
    const balance = await balanceCents(tx, companyId);
    if (balance + difference > company.credit_limit_cents)
      throw conflict(M.tabLimit(company.credit_limit_cents - balance));
  }
  await appendCompanyEntry(tx, {
    companyId,
    kind: 'adjustment',
    amountCents: difference,
    orderId: order.id,
    memberId: order.company_member_id,
    by: user,
    // the version this edit replaces: one adjustment per edit, however often it is retried
    dedupeKey: `adjustment:${order.id}:v${order.version}`,
    now,
  });
}

/** An order on a tab is never deleted (its entries would name nothing): it is cancelled instead. */
export function refuseTabOrderRemoval(order: Pick<Order, 'payment_method'>): void {
  if (order.payment_method === 'company_tab') throw conflict(M.tabDelete);
}
