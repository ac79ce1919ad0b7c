import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { optOutUrl, personalMessage, waMeLink } from '@quentinha/shared/customers/daily-menu-message';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { toReais } from '@quentinha/shared/money/money';
import { normalizePhone } from '@quentinha/shared/phone/whatsapp';
import { buildBrCode } from '@quentinha/shared/pix/br-code';
import {
  endOfSaoPauloDayAfter,
  expiresAt,
  PACK_MESSAGES,
  refundCents,
  unitPriceCents,
  validityText,
} from '@quentinha/shared/packs/rules';
import type {
  ExpiringCreditDto,
  PackOfferDto,
  PackPurchaseCreatedDto,
  PackRefundDto,
  StaffPackPurchaseDto,
  TrackedPackPurchaseDto,
  PackPurchaseDto,
  PackPurchaseStatus,
} from '@quentinha/shared/packs/types';
import type { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { customerNumber } from '../../common/database/customers-backfill.js';
import { execute, insertRows, selectOne, selectWhere } from '../../common/database/plain-sql.js';
import { conflict, DomainError, validationError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { upsertCustomerForOrder } from '../customers/customer-identity.js';
import { Product } from '../products/product.entity.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';
import { hasOpenOrders, lockPurchases, moveExpiry, settleExpiries, usedOf, writeEntry } from './credit-ledger.js';
import { PackOffer, PackPurchase } from './pack.entities.js';
import { type PurchaseView, readPurchaseViews, toPurchaseDto, toStaffPurchaseDto } from './pack-views.js';
import {
  checkOfferProduct,
  readExpiringDays,
  readExtend,
  readNote,
  readOfferFields,
  readPackPaymentMethod,
} from './packs-input.js';
import { newRedeemCode, hashRedeemCode } from './redeem-code.js';

const PURCHASE_NOT_FOUND = () => new DomainError('NOT_FOUND', PACK_MESSAGES.purchaseNotFound);

/** Pacotes pré-pagos (DECISIONS 10.6): offers, buying, confirming, refunds, 'Prorrogar', reads. */
@Injectable()
export class PacksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: StoreSettingsService,
    private readonly events: DomainEvents,
  ) {}

  /** After the commit: the back office's pack lists change live (and a new purchase rings). */
  private announce(id: string, status: PackPurchaseStatus): void {
    this.events.publish('pack_purchase.updated', { id, status });
  }

  // ---- offers

  async listOffers(user: AuthUser | null): Promise<PackOfferDto[]> {
    const all = user?.role === 'admin';
    const offers = await selectWhere(
      this.db.manager,
      PackOffer,
      all ? '1 = 1 ORDER BY "created_at"' : '"active" = ? ORDER BY "created_at"',
      all ? [] : [true],
    );
    const products = await this.productsById(offers.map((o) => o.product_id));
    return offers.map((o) => toOfferDto(o, products.get(o.product_id) ?? null));
  }

  async createOffer(body: Record<string, unknown>): Promise<PackOfferDto> {
    const fields = readOfferFields(body, null);
    const product = await this.product(fields.product_id);
    checkOfferProduct(product, fields.size);
    const now = new Date();
    const offer = Object.assign(new PackOffer(), { id: randomUUID(), created_at: now, updated_at: now, ...fields });
    await insertRows(this.db.manager, PackOffer, [offer]);
    return toOfferDto(offer, product);
  }

  async updateOffer(id: string, body: Record<string, unknown>): Promise<PackOfferDto> {
    const stored = await selectOne(this.db.manager, PackOffer, '"id" = ?', [id]);
    if (!stored) throw new DomainError('NOT_FOUND', PACK_MESSAGES.offerNotFound);
    const fields = readOfferFields(body, stored);
    const product = await this.product(fields.product_id);
    // an offer that is switched off may keep a product that changed since; a live one may not
    if (fields.active || fields.product_id !== stored.product_id || fields.size !== stored.size)
      checkOfferProduct(product, fields.size);
    const now = new Date();
    await this.db.getRepository(PackOffer).update({ id }, { ...fields, updated_at: now });
    return toOfferDto(Object.assign(stored, fields, { updated_at: now }), product);
  }

  // ---- buying and confirming

  async purchase(
    offerId: string,
    body: { customer: { name: string; phone: string }; payment: { method: unknown } },
  ): Promise<PackPurchaseCreatedDto> {
    const method = readPackPaymentMethod(body.payment.method);
    const offer = await selectOne(this.db.manager, PackOffer, '"id" = ?', [offerId]);
    if (!offer) throw new DomainError('NOT_FOUND', PACK_MESSAGES.offerNotFound);
    if (!offer.active) throw conflict(PACK_MESSAGES.offerInactive);
    const product = await this.product(offer.product_id);
    if (!product || product.deleted_at || !product.active) throw conflict(PACK_MESSAGES.offerInactive);
    const number = normalizePhone(body.customer.phone);
    if (!number) throw validationError(PACK_MESSAGES.phone);
    const pix = method === 'pix' ? await this.store.pix() : null;
    const now = new Date();
    const id = randomUUID();
    const code = newRedeemCode();
    const txid = `PACOTE${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    const purchase = Object.assign(new PackPurchase(), {
      id,
      created_at: now,
      updated_at: now,
      offer_id: offer.id,
      pack_name: offer.name,
      product_id: offer.product_id,
      product_name: product.name,
      size: offer.size,
      quantity: offer.quantity,
      price_cents: offer.price_cents,
      validity_days: offer.validity_days,
      customer_id: '',
      customer_name: body.customer.name.trim().slice(0, 100),
      whatsapp: number,
      status: 'awaiting_payment' as const,
      payment_method: method,
      pix_txid: pix ? txid : null,
      pix_copia_e_cola: pix
        ? buildBrCode({
            key: pix.key,
            merchantName: pix.merchant_name,
            merchantCity: pix.merchant_city,
            amount: toReais(offer.price_cents),
            txid,
          })
        : null,
      redeem_code_hash: hashRedeemCode(id, code),
      tracking_token: randomBytes(32).toString('base64url'),
      paid_at: null,
      expires_at: null,
      confirmed_by: null,
      confirmed_by_name: null,
      refunded_at: null,
      refund_cents: null,
    });
    await this.db.transaction(async (tx) => {
      // DECISIONS 10.1: the buyer is the customer of that number, as for an order
      purchase.customer_id = (await upsertCustomerForOrder(tx, {
        whatsapp: number,
        name: purchase.customer_name,
        at: now,
      }))!;
      await insertRows(tx, PackPurchase, [purchase]);
    });
    this.announce(id, 'awaiting_payment');
    return {
      id,
      status: 'awaiting_payment',
      pack_name: purchase.pack_name,
      product_id: purchase.product_id,
      size: purchase.size,
      quantity: purchase.quantity,
      remaining: 0,
      price: toReais(purchase.price_cents),
      paid_at: null,
      expires_at: null,
      ...(purchase.pix_copia_e_cola ? { pix: { copia_e_cola: purchase.pix_copia_e_cola, txid } } : {}),
      redeem_code: code,
      tracking_token: purchase.tracking_token,
      validity_text: validityText(purchase.validity_days),
    };
  }

  /** The money arrived: active, a grant of `quantity`, the validity starts now. */
  async confirm(id: string, user: AuthUser): Promise<StaffPackPurchaseDto> {
    await this.db.transaction(async (tx) => {
      const [purchase] = await lockPurchases(tx, '"id" = ?', [id]);
      if (!purchase) throw PURCHASE_NOT_FOUND();
      if (purchase.status !== 'awaiting_payment') throw conflict(PACK_MESSAGES.alreadyConfirmed);
      const now = new Date();
      const { affected } = await execute(
        tx,
        `UPDATE "pack_purchases" SET "status" = 'active', "paid_at" = ?, "expires_at" = ?, "confirmed_by" = ?, "confirmed_by_name" = ?, "updated_at" = ?
          WHERE "id" = ? AND "status" = 'awaiting_payment'`,
        [now, expiresAt(now, purchase.validity_days), user.id, user.name, now, id],
      );
      // SQLite holds the database, PostgreSQL the row: only a lost race lands here
      if (affected === 0) throw conflict(PACK_MESSAGES.alreadyConfirmed);
      await writeEntry(tx, {
        purchaseId: id,
        kind: 'grant',
        quantity: purchase.quantity,
        by: user,
        at: now,
        dedupe: `grant:${id}`,
      });
    });
    const view = await this.staffView(id);
    this.announce(id, view.status);
    return view;
  }

  /** 10.6: price - used x unit_price back to the customer (the owner pays it himself); once. */
  async refund(id: string, body: Record<string, unknown>, user: AuthUser): Promise<PackRefundDto> {
    const note = readNote(body.note);
    const amount = await this.db.transaction(async (tx) => {
      const [purchase] = await lockPurchases(tx, '"id" = ?', [id]);
      if (!purchase) throw PURCHASE_NOT_FOUND();
      if (purchase.status === 'refunded') throw conflict(PACK_MESSAGES.refundTwice);
      if (purchase.status !== 'active') throw conflict(PACK_MESSAGES.refundNotPaid);
      // what a refund charges for must be settled: a box of an open order may still come back
      if (await hasOpenOrders(tx, id)) throw conflict(PACK_MESSAGES.refundOpenOrders);
      const now = new Date();
      const remaining = (await settleExpiries(tx, [purchase], now)).get(id) ?? 0;
      const used = await usedOf(tx, id);
      if (purchase.quantity - used <= 0) throw conflict(PACK_MESSAGES.refundNothing);
      const cents = refundCents(purchase.price_cents, purchase.quantity, used);
      await writeEntry(tx, {
        purchaseId: id,
        kind: 'refund',
        quantity: -remaining,
        note,
        by: user,
        at: now,
        dedupe: `refund:${id}`,
      });
      const { affected } = await execute(
        tx,
        `UPDATE "pack_purchases" SET "status" = 'refunded', "refunded_at" = ?, "refund_cents" = ?, "updated_at" = ? WHERE "id" = ? AND "status" = 'active'`,
        [now, cents, now, id],
      );
      if (affected === 0) throw conflict(PACK_MESSAGES.refundTwice);
      return cents;
    });
    const purchase = await this.staffView(id);
    this.announce(id, purchase.status);
    return { refund_amount: toReais(amount), purchase };
  }

  /**
   * 'Prorrogar': the expiry moves to the end of the day `days` after the later of today and the
   * current expiry; credits an expiry took come back. One 'extend' entry says who and when.
   */
  async extend(id: string, body: Record<string, unknown>, user: AuthUser): Promise<StaffPackPurchaseDto> {
    const { days, note } = readExtend(body);
    await this.db.transaction(async (tx) => {
      const [purchase] = await lockPurchases(tx, '"id" = ?', [id]);
      if (!purchase) throw PURCHASE_NOT_FOUND();
      if (purchase.status !== 'active') throw conflict(PACK_MESSAGES.extendNotActive);
      if (!purchase.expires_at) throw conflict(PACK_MESSAGES.extendNoExpiry);
      const now = new Date();
      await settleExpiries(tx, [purchase], now);
      const { rows } = await execute(
        tx,
        `SELECT SUM("quantity") AS "total" FROM "credit_entries" WHERE "purchase_id" = ? AND "kind" IN ('expire', 'extend')`,
        [id],
        { returnsRows: true },
      );
      const takenByExpiry = -Number(rows[0]?.total ?? 0);
      const from = new Date(Math.max(now.getTime(), new Date(purchase.expires_at).getTime()));
      const to = endOfSaoPauloDayAfter(from, days);
      await writeEntry(tx, {
        purchaseId: id,
        kind: 'extend',
        quantity: Math.max(0, takenByExpiry),
        note: note ?? `Prorrogado até ${formatFullDate(to)}`,
        by: user,
        at: now,
        dedupe: null,
      });
      await moveExpiry(tx, id, to, now);
    });
    const view = await this.staffView(id);
    this.announce(id, view.status);
    return view;
  }

  // ---- reads (each settles the expiries it shows, so remaining always equals the entries' sum)

  async byPhone(rawPhone: unknown): Promise<StaffPackPurchaseDto[]> {
    const number = typeof rawPhone === 'string' ? normalizePhone(rawPhone) : null;
    if (!number) throw validationError(PACK_MESSAGES.phone);
    const views = await this.views('"whatsapp" = ?', [number], 'DESC');
    return views.map((v) => toStaffPurchaseDto(v, new Date()));
  }

  async awaitingPayment(): Promise<StaffPackPurchaseDto[]> {
    const views = await this.views(`"status" = 'awaiting_payment'`, [], 'ASC');
    return views.map((v) => toStaffPurchaseDto(v, new Date()));
  }

  async track(token: string): Promise<TrackedPackPurchaseDto> {
    if (typeof token !== 'string' || token.length > 64) throw PURCHASE_NOT_FOUND();
    const [view] = await this.views('"tracking_token" = ?', [token], 'DESC');
    if (!view) throw PURCHASE_NOT_FOUND();
    return { ...toPurchaseDto(view, new Date()), customer_name: view.purchase.customer_name };
  }

  async myCredits(user: AuthUser): Promise<PackPurchaseDto[]> {
    const { rows } = await execute(this.db.manager, `SELECT "phone" FROM "users" WHERE "id" = ?`, [user.id], {
      returnsRows: true,
    });
    const number = customerNumber(rows[0]?.phone ?? null);
    if (!number) return [];
    const views = await this.views('"whatsapp" = ?', [number], 'DESC');
    return views.map((v) => toPurchaseDto(v, new Date()));
  }

  /** Active purchases with credits that end within `days` days, with a reminder for opted-in customers. */
  async expiring(rawDays: unknown, storefront: string): Promise<ExpiringCreditDto[]> {
    const days = readExpiringDays(rawDays);
    const now = new Date();
    const until = endOfSaoPauloDayAfter(now, days);
    const views = await this.views(
      `"status" = 'active' AND "expires_at" >= ? AND "expires_at" <= ?`,
      [now, until],
      'ASC',
    );
    const customers = await this.customersById(views.map((v) => v.purchase.customer_id));
    return views
      .filter((v) => v.remaining > 0)
      .sort((a, b) => new Date(a.purchase.expires_at!).getTime() - new Date(b.purchase.expires_at!).getTime())
      .map(({ purchase: p, remaining }) => {
        const customer = customers.get(p.customer_id);
        const marketing = (customer?.marketing ?? 'none') as ExpiringCreditDto['marketing'];
        const text = `Olá, ${p.customer_name}! Você tem ${remaining} ${remaining === 1 ? 'crédito' : 'créditos'} do pacote "${p.pack_name}" que ${remaining === 1 ? 'vence' : 'vencem'} em ${formatFullDate(p.expires_at)}. Faça seu pedido: ${storefront}`;
        return {
          purchase_id: p.id,
          customer_id: p.customer_id,
          customer_name: p.customer_name,
          whatsapp: p.whatsapp,
          pack_name: p.pack_name,
          product_name: p.product_name,
          size: p.size,
          remaining,
          expires_at: new Date(p.expires_at!).toISOString(),
          marketing,
          link:
            marketing === 'opted_in' && customer && !customer.anonymized
              ? waMeLink(p.whatsapp, personalMessage(text, optOutUrl(storefront, customer.optout_token)))
              : null,
        };
      });
  }

  // ---- helpers

  private async staffView(id: string): Promise<StaffPackPurchaseDto> {
    const [view] = await this.views('"id" = ?', [id], 'DESC');
    if (!view) throw PURCHASE_NOT_FOUND();
    return toStaffPurchaseDto(view, new Date());
  }

  /** Purchases matching `where` with their ledger, expiries settled first (one short transaction). */
  private views(where: string, params: unknown[], order: 'ASC' | 'DESC'): Promise<PurchaseView[]> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const purchases = await selectWhere(tx, PackPurchase, `${where} ORDER BY "created_at" ${order}, "id"`, params);
      const lapsed = purchases.filter((p) => p.status === 'active' && p.expires_at && new Date(p.expires_at) < now);
      if (lapsed.length) {
        const locked = await lockPurchases(
          tx,
          `"id" IN (${lapsed.map(() => '?').join(', ')})`,
          lapsed.map((p) => p.id),
        );
        await settleExpiries(tx, locked, now);
      }
      return readPurchaseViews(tx, purchases);
    });
  }

  private async product(id: string): Promise<Product | null> {
    return selectOne(this.db.manager, Product, '"id" = ?', [id]);
  }

  private async productsById(ids: string[]): Promise<Map<string, Product>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await selectWhere(this.db.manager, Product, `"id" IN (${unique.map(() => '?').join(', ')})`, unique);
    return new Map(rows.map((p) => [p.id, p]));
  }

  private async customersById(
    ids: string[],
  ): Promise<Map<string, { marketing: string; optout_token: string; anonymized: boolean }>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const { rows } = await execute(
      this.db.manager,
      `SELECT "id", "marketing", "optout_token", "anonymized_at" FROM "customers" WHERE "id" IN (${unique.map(() => '?').join(', ')})`,
      unique,
      { returnsRows: true },
    );
    return new Map(
      rows.map((r) => [
        String(r.id),
        { marketing: String(r.marketing), optout_token: String(r.optout_token), anonymized: r.anonymized_at != null },
      ]),
    );
  }
}

function toOfferDto(o: PackOffer, product: Product | null): PackOfferDto {
  const size = product?.sizes.find((s) => s.name === o.size);
  return {
    id: o.id,
    name: o.name,
    product_id: o.product_id,
    product_name: product?.name ?? '',
    size: o.size,
    quantity: o.quantity,
    price: toReais(o.price_cents),
    unit_price: toReais(unitPriceCents(o.price_cents, o.quantity)),
    box_price: size ? toReais(size.price_cents) : null,
    validity_days: o.validity_days ?? null,
    active: Boolean(o.active),
    created_at: new Date(o.created_at).toISOString(),
    updated_at: new Date(o.updated_at).toISOString(),
  };
}
