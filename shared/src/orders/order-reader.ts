import type { Size } from '../api/types.js';
import { foldText, inferSize, itemDisplayName, toSize } from '../catalog/sizes.js';
import { parseDate, toSaoPauloDay } from '../dates/sao-paulo.js';
import { parseMoney, roundMoney } from '../money/money.js';
import { toInterfacePaymentMethod, type InterfacePaymentMethod } from '../payments/payment-method.js';
import { toInterfacePaymentStatus, type InterfacePaymentStatus } from '../payments/payment-status.js';
import { toInterfaceStatus, type InterfaceStatus } from './status.js';

export interface ReadOrderItem {
  /** the line's own id, when the order came from the API */
  id: string | null;
  productId: string | null;
  name: string;
  /** name plus size letter for quentinha items */
  displayName: string;
  category: string;
  size: Size;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  unitCost: number | null;
  chosenDishes: string[];
  /** paid extras of the box, as sold (DECISIONS 10.10); their prices are in unitPrice */
  extras: { name: string; price: number }[];
  notes: string | null;
  /** ticked as done in the kitchen (DECISIONS 9.2) */
  done: boolean;
}

export interface ReadOrder {
  id: string;
  /** last 6 characters of the id, as the boards show it */
  shortId: string;
  orderNumber: number | null;
  customerName: string;
  whatsapp: string;
  status: InterfaceStatus;
  paymentMethod: InterfacePaymentMethod;
  paymentStatus: InterfacePaymentStatus;
  changeFor: number | null;
  isDelivery: boolean;
  neighborhood: string | null;
  address: string | null;
  deliveryFee: number;
  deliveryUserId: string | null;
  deliveryUserEmail: string | null;
  deliveryUserName: string | null;
  items: ReadOrderItem[];
  subtotal: number;
  total: number;
  totalCost: number;
  notes: string | null;
  createdAt: Date | null;
  /** 'yyyy-MM-dd' in Sao Paulo */
  orderDate: string | null;
  updatedAt: Date | null;
  source: string | null;
  createdByName: string | null;
  /** why it was cancelled, when it was */
  cancelReason: string | null;
}

type Bag = Record<string, unknown>;

function bag(value: unknown): Bag {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {};
}

function isObject(value: unknown): value is Bag {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}


/** The order's short id, as every screen, ticket and message shows it: its id's last 6 characters. */
export function shortOrderId(id: string): string {
  return id.slice(-6);
}

/** first value that is neither null, undefined nor '' */
function first(...values: unknown[]): unknown {
  return values.find((v) => v !== undefined && v !== null && v !== '');
}

function str(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** an id given as text, or an object carrying _id / id */
function idOf(value: unknown): string | null {
  if (isObject(value)) return str(first(value._id, value.id));
  return str(value);
}

function money(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  return parseMoney(value);
}

function bool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true' || value === '1') return true;
  if (value === 0 || value === 'false' || value === '0') return false;
  return null;
}

function dishNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((d) => (isObject(d) ? str(d.name) : str(d))).filter((d): d is string => !!d);
}

function readExtras(value: unknown): ReadOrderItem['extras'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => {
    const name = isObject(e) ? str(e.name) : null;
    return name ? [{ name, price: money(e.price) ?? 0 }] : [];
  });
}

function readItem(raw: unknown): ReadOrderItem {
  const it = bag(raw);
  const product = it.product;
  const productObj = bag(product);
  const name = str(first(it.productName, it.product_name, it.name, productObj.name)) ?? 'Item';
  const category = str(first(it.category, it.type, productObj.category, productObj.type)) ?? '';
  const size = toSize(it.size) ?? inferSize(first(it.size, name), category);

  const q = Number(first(it.quantity, it.qty, it.qtd));
  const quantity = Number.isFinite(q) && q > 0 ? q : 1;

  const lineGiven = money(first(it.total_price, it.totalPrice, it.lineTotal));
  const unitGiven = money(first(it.unit_price, it.unitPrice, it.price));
  const unitPrice = unitGiven ?? (lineGiven !== null ? roundMoney(lineGiven / quantity) : 0);
  const lineTotal = lineGiven ?? roundMoney(unitPrice * quantity);

  return {
    id: str(it.id),
    productId: idOf(first(it.product_id, it.productId)) ?? idOf(product),
    name,
    displayName: itemDisplayName(name, size, category),
    category,
    size,
    quantity,
    unitPrice,
    lineTotal,
    unitCost: money(first(it.unit_cost, it.unitCost, it.cost)),
    chosenDishes: dishNames(first(it.chosen_dishes, it.chosenDishes)),
    extras: readExtras(it.extras),
    notes: str(it.notes),
    done: it.done === true,
  };
}

/**
 * Tolerant reader of an order as the API or older stores send it (SPEC section 3):
 * flat snake_case, camelCase, or nested customer / totals / timing / delivery / payment.
 * Reading an already read order gives the same order back.
 */
export function readOrder(raw: unknown): ReadOrder {
  let o = bag(raw);
  // a {data: order} envelope
  if (isObject(o.data) && o.id === undefined && o._id === undefined) o = o.data;

  const customer = bag(o.customer);
  const totals = bag(o.totals);
  const costs = bag(o.costs);
  const timing = bag(o.timing);
  const delivery = bag(o.delivery);
  const address = delivery.address;
  const addressObj = bag(address);
  const payment = bag(o.payment);
  const assigned = delivery.assignedUser ?? o.assignedUser;
  const assignedObj = bag(assigned);

  const id = str(first(o.id, o._id)) ?? '';
  const items = Array.isArray(o.items) ? o.items.map(readItem) : [];
  const itemsTotal = roundMoney(items.reduce((sum, it) => sum + it.lineTotal, 0));
  const deliveryFee =
    money(first(o.delivery_fee, o.deliveryFee, totals.deliveryFee, totals.delivery_fee, delivery.deliveryFee, delivery.fee)) ?? 0;

  const isDelivery =
    bool(first(o.is_delivery, o.isDelivery, delivery.isDelivery, delivery.is_delivery)) ??
    (typeof delivery.type === 'string' ? delivery.type === 'delivery' : false);

  const createdAt =
    [o.created_at, o.created_date, o.createdAt, o.orderDate, o.order_date, timing.orderDate]
      .map(parseDate)
      .find((d): d is Date => d !== null) ?? null;
  const orderDay = parseDate(first(o.order_date, o.orderDate, timing.orderDate));

  const changeFor = money(first(o.change_for, o.changeFor, payment.changeFor, payment.change_for));
  const itemCosts = items.reduce((sum, it) => sum + (it.unitCost ?? 0) * it.quantity, 0);

  const createdBy = first(o.createdBy, o.created_by);
  const orderNumber = Number(first(o.order_number, o.orderNumber));

  return {
    id,
    shortId: shortOrderId(id),
    orderNumber: Number.isFinite(orderNumber) ? orderNumber : null,
    customerName: str(first(o.customer_name, o.customerName, customer.name)) ?? '',
    whatsapp: str(first(o.whatsapp, o.customer_phone, customer.phone, customer.whatsapp)) ?? '',
    status: toInterfaceStatus(o.status),
    paymentMethod: toInterfacePaymentMethod(first(o.payment_method, o.paymentMethod, payment.method)),
    paymentStatus: toInterfacePaymentStatus(first(o.payment_status, o.paymentStatus, payment.status)),
    changeFor,
    isDelivery,
    neighborhood:
      str(first(o.delivery_neighborhood, o.neighborhood, addressObj.neighborhood, delivery.neighborhood)) ??
      (isObject(o.delivery_neighborhood) ? str(o.delivery_neighborhood.name) : null),
    address: str(first(o.delivery_address, o.address, addressObj.street, typeof address === 'string' ? address : null)),
    deliveryFee,
    deliveryUserId: str(first(o.delivery_user_id, o.deliveryUserId)) ?? idOf(assigned),
    deliveryUserEmail:
      str(first(isObject(o.delivery_user) ? o.delivery_user.email : o.delivery_user, o.deliveryUserEmail)) ??
      str(assignedObj.email),
    deliveryUserName: str(first(o.delivery_user_name, o.deliveryUserName, assignedObj.name)),
    items,
    subtotal: money(first(o.subtotal, totals.subtotal)) ?? itemsTotal,
    total: money(first(o.total_amount, o.totalAmount, totals.total, o.total)) ?? roundMoney(itemsTotal + deliveryFee),
    totalCost:
      money(first(o.total_cost, o.totalCost, costs.total, costs.totalCost)) ?? roundMoney(itemCosts + deliveryFee),
    notes: str(o.notes),
    createdAt,
    orderDate: orderDay ? toSaoPauloDay(orderDay) : createdAt ? toSaoPauloDay(createdAt) : null,
    updatedAt: parseDate(first(o.updated_at, o.updated_date, o.updatedAt)),
    source: str(o.source),
    createdByName: str(first(o.created_by_name, o.createdByName, isObject(createdBy) ? createdBy.name : null)),
    cancelReason: str(first(o.cancel_reason, o.cancelReason)),
  };
}

/** Change to show: only for cash and when above 0 (SPEC section 5). */
export function changeToShow(order: Pick<ReadOrder, 'paymentMethod' | 'changeFor'>): number | null {
  return order.paymentMethod === 'dinheiro' && order.changeFor !== null && order.changeFor > 0 ? order.changeFor : null;
}

export function itemCount(order: Pick<ReadOrder, 'items'>): number {
  return order.items.reduce((sum, it) => sum + it.quantity, 0);
}

/**
 * Whether a courier collected this order: by assigned user id or by email (SPEC section 6).
 */
export function isAssignedTo(
  order: Pick<ReadOrder, 'deliveryUserId' | 'deliveryUserEmail'>,
  user: { id?: string | null; _id?: string | null; email?: string | null },
): boolean {
  const userId = user.id ?? user._id;
  if (userId && order.deliveryUserId === userId) return true;
  const email = user.email?.trim().toLowerCase();
  return !!email && order.deliveryUserEmail?.trim().toLowerCase() === email;
}

/** Text reduced to what the order search compares: letters and digits, lower case. */
export function orderSearchKey(text: unknown): string {
  return foldText(typeof text === 'number' ? String(text) : text).replace(/[^a-z0-9]/g, '');
}

/** SPEC "Order search (analysis)": part of the order id, ignoring case and punctuation. */
export function matchesOrderSearch(order: { id?: unknown; _id?: unknown }, query: string): boolean {
  const q = orderSearchKey(query);
  if (q === '') return true;
  return orderSearchKey(first(order.id, order._id)).includes(q);
}
