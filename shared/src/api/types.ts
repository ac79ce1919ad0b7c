import type { OpeningHours, OrderingState } from '../availability/hours.js';
import type { SchedulingSettings } from '../availability/slots.js';
import type { OrderingSettings } from '../settings/ordering.js';
import type { CompositionRule } from '../catalog/composition.js';
import type { PacksDashboardDto } from '../packs/types.js';
// The REST contract between backend and frontend (DECISIONS.md section 3).
// Money is in reais with 2 decimals on the wire; the server stores centavos.

export type Role = 'admin' | 'staff' | 'kitchen' | 'delivery' | 'customer';
export type WireStatus =
  | 'pending'
  | 'awaiting_payment'
  | 'confirmed'
  | 'preparing'
  | 'ready'
  | 'delivering'
  | 'delivered'
  | 'cancelled';
export type WirePaymentMethod =
  | 'pix'
  | 'credit_card'
  | 'debit_card'
  | 'cash'
  /** DECISIONS 10.6: the order's total is R$ 0,00 because pack credits paid every box; never chosen */
  | 'credit'
  /** DECISIONS 10.5: the order goes on a company's tab ('Conta Empresa'); admin and staff only */
  | 'company_tab';
export type WirePaymentStatus = 'pending' | 'paid' | 'refunded';
export type Size = 'pequeno' | 'medio' | 'grande' | 'familia';

export interface UserDto {
  id: string;
  name: string;
  email: string;
  role: Role;
  user_type: string | null;
  active: boolean;
  phone: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductSizeDto {
  name: Size;
  price: number;
  cost: number;
  /** quentinhas: dishes of each type the box takes (DECISIONS 10.10); absent: only max_items_per_quentinha */
  composition?: CompositionRule[];
}

/** A paid extra of a quentinha ('Ovo frito', R$ 3,00); the id is the server's, kept across edits */
export interface ProductExtraDto {
  id: string;
  name: string;
  price: number;
  cost: number;
}

export interface ProductDto {
  id: string;
  name: string;
  description: string;
  category: string;
  sizes: ProductSizeDto[];
  /** price and cost of the first size */
  price: number;
  cost: number;
  max_items_per_quentinha: number;
  /** quentinhas only; [] when none (DECISIONS 10.10); always sent by the server */
  extras?: ProductExtraDto[];
  /** drinks and other products: units left; null: not counted (DECISIONS 10.10); always sent by the server */
  stock?: number | null;
  /** stock is 0: the storefront shows 'Esgotado'; always sent by the server */
  sold_out?: boolean;
  isAvailable: boolean;
  active: boolean;
  image_url: string | null;
  images: { url: string; isPrimary: boolean }[];
  preparationTime: number;
  created_at: string;
  updated_at: string;
}

export interface DishDto {
  id: string;
  name: string;
  type: string;
  category: string;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface DailyMenuDto {
  id: string;
  date: string; // yyyy-MM-dd
  dishes: string[]; // dish ids
  active: boolean;
  /** portion cap per dish id; null or absent: no cap (DECISIONS 9.3); always sent by the server */
  portions?: Record<string, number | null>;
  /** portions left per dish id of the menu; null: no cap */
  remaining?: Record<string, number | null>;
  /** GET /api/dailymenus/today only: dish ids with nothing left */
  sold_out?: string[];
  /**
   * dish ids the team marked 'Acabou' (remaining 0, the cap kept); 'Liberar' clears the mark
   * (DECISIONS 10.10); always sent by the server
   */
  marked_sold_out?: string[];
  created_at: string;
  updated_at: string;
}

export interface NeighborhoodDto {
  id: string;
  name: string;
  delivery_fee: number;
  is_active: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface ExpenseDto {
  id: string;
  description: string;
  amount: number;
  category: string;
  date: string; // yyyy-MM-dd
  active: boolean;
  created_at: string;
  updated_at: string;
}

export interface OrderItemDto {
  id: string;
  product_id: string;
  product_name: string;
  category: string;
  size: Size;
  quantity: number;
  unit_price: number;
  total_price: number;
  unit_cost: number;
  chosen_dishes: string[];
  /** paid extras chosen for this box, their prices already in unit_price (DECISIONS 10.10); always sent by the server */
  extras?: OrderItemExtraDto[];
  notes: string | null;
  /** ticked as done on the kitchen board (DECISIONS 9.2); back-office shapes only */
  done: boolean;
  /** boxes of this line paid with pack credits (DECISIONS 10.6); 0 when none */
  credits_used: number;
}

export interface OrderItemExtraDto {
  id: string;
  name: string;
  price: number;
}

export interface OrderStatusChangeDto {
  from: WireStatus | null;
  to: WireStatus;
  at: string;
  by_user_id: string | null;
  by_name: string;
  /** why the order was cancelled (only on a change to 'cancelled', else null) */
  reason: string | null;
}

export interface OrderDto {
  id: string;
  order_number: number;
  customer_name: string;
  whatsapp: string;
  customer_user_id: string | null;
  items: OrderItemDto[];
  subtotal: number;
  delivery_fee: number;
  /** items plus delivery fee */
  total_amount: number;
  /** item costs plus delivery fee */
  total_cost: number;
  order_date: string; // yyyy-MM-dd, Sao Paulo
  status: WireStatus;
  payment_method: WirePaymentMethod;
  payment_status: WirePaymentStatus;
  change_for: number | null;
  is_delivery: boolean;
  delivery_neighborhood_id: string | null;
  delivery_neighborhood: string | null;
  delivery_address: string | null;
  delivery_user_id: string | null;
  delivery_user: string | null; // courier email
  delivery_user_name: string | null;
  notes: string | null;
  source: 'website' | 'admin';
  created_by: string | null;
  created_by_name: string;
  /** only in the creation response and for staff roles: lets a guest follow the order */
  tracking_token?: string;
  status_history: OrderStatusChangeDto[];
  /** the reason given when the order was cancelled; null otherwise */
  cancel_reason: string | null;
  /** PIX copia-e-cola for a PIX order of a store with a key (DECISIONS 9.5); absent otherwise */
  pix?: OrderPixDto | null;
  /** ISO instant of the chosen slot's start; null = as soon as possible (DECISIONS 9.3); always sent by the server */
  scheduled_for?: string | null;
  /** some box was paid with a pack credit (DECISIONS 10.6): cards say 'Pago com crédito' */
  paid_with_credit: boolean;
  /** the company whose tab this order is on (DECISIONS 10.5; payment_method 'company_tab'), else null */
  company: OrderCompanyDto | null;
  created_at: string;
  updated_at: string;
}

/** The company of a tab order: the member's name is the order's customer as it was ordered. */
export interface OrderCompanyDto {
  id: string;
  name: string;
  member_id: string;
  member_name: string;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface OrderListResponse {
  data: OrderDto[];
  pagination: Pagination;
}

/** POST /api/orders body (SPEC.md section 7, DECISIONS.md section 4). */
export interface CreateOrderRequest {
  customer: { name: string; phone: string };
  /** extras: ids of the product's extras, each at most once (DECISIONS 10.10) */
  items: { product_id: string; quantity: number; size: Size; chosen_dishes?: string[]; extras?: string[]; notes?: string; use_credit?: boolean }[];
  delivery: { type: 'pickup' } | { type: 'delivery'; address: string; neighborhood: string };
  /** company_tab (admin, staff): also company_id and member_id (DECISIONS 10.5) */
  payment: { method: WirePaymentMethod; change_for?: number | null; company_id?: string; member_id?: string };
  notes?: string;
  /** ISO date-time in a free slot of today or tomorrow; absent or null = as soon as possible */
  scheduled_for?: string | null;
  /** admin-created orders only: the order date (yyyy-MM-dd) */
  order_date?: string;
  /** the checkout's unticked consent box (DECISIONS 10.2); absent = false, never opts anyone out */
  marketing_opt_in?: boolean;
  /** a guest spending pack credits (items' use_credit): the purchase's 6-digit redeem code (DECISIONS 10.6) */
  credit_code?: string;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

/** GET and POST /api/settings/banner (DECISIONS section 3). */
export interface BannerDto {
  banner_url: string | null;
}

export interface PublicSettingsDto {
  business_name: string;
  tagline: string;
  /** '5511987654321'; '' while the store has none (no chat link is opened then) */
  whatsapp_number: string;
  banner_url: string | null;
  /** where pickup orders are collected; null when the owner has not said (DECISIONS 9.4) */
  pickup_address?: string | null;
  /** the city the shop delivers in ('São Paulo - SP'): the courier's map links search it too */
  city?: string | null;
  /** the store has a PIX key: PIX orders carry a copia-e-cola code (DECISIONS 9.5) */
  pix_enabled?: boolean;
  /** minutes an unpaid PIX order waits before the shop cancels it; 0: never (DECISIONS 10.8); always sent by the server */
  pix_timeout_minutes?: number;
  /** no owner yet: the storefront sends the visitor to 'Configuração Inicial' (DECISIONS 9.4) */
  setup_needed?: boolean;
  /** may a guest or customer order now (DECISIONS 9.3) */
  ordering?: OrderingState;
  /** opening hours; a weekday with no entry is closed */
  hours?: OpeningHours;
  /** slot length, capacity in boxes, kitchen lead time */
  scheduling?: SchedulingSettings;
  /** the checkout's consent box text and its version (DECISIONS 10.2) */
  marketing_consent?: { version: number; text: string };
}

export type PixKeyTypeDto = 'cpf' | 'cnpj' | 'phone' | 'email' | 'random';

export interface PixSettingsDto {
  key: string;
  key_type: PixKeyTypeDto;
  merchant_name: string;
  merchant_city: string;
}

/** GET / PUT /api/settings/store (admin, DECISIONS 9.4): 'Dados da Loja'. */
export interface StoreSettingsDto {
  business_name: string;
  tagline: string;
  /** digits with the country code, '5511987654321'; '' while the store has none */
  whatsapp_number: string;
  pickup_address: string | null;
  /** the city the shop delivers in, for the courier's map links; null when not given */
  city: string | null;
  pix: PixSettingsDto | null;
}

/**
 * GET (admin, staff) / PUT (admin) /api/settings/ordering (DECISIONS 10.8, 10.9): the shape and
 * defaults are in shared/settings/ordering.ts.
 */
export type OrderingSettingsDto = OrderingSettings;

/** GET /api/users (admin): the team screen also shows who is connected right now. */
export interface TeamMemberDto extends UserDto {
  online: boolean;
}

/** GET /api/setup (public, DECISIONS 9.4). */
export interface SetupStatusDto {
  needed: boolean;
}

/** POST /api/setup: the owner's account, the store's name and its WhatsApp (optional on the API, asked by the form). */
export interface SetupRequest {
  name: string;
  email: string;
  password: string;
  business_name: string;
  whatsapp_number?: string;
  /** printed by the server at start, on a log line with `setup_code=` (DECISIONS 9.4 / 10.8) */
  setup_code: string;
}

/** On a PIX order when the store has a key (DECISIONS 9.5). */
export interface OrderPixDto {
  copia_e_cola: string;
  txid: string;
}

/**
 * GET /api/analytics/dashboard?period=today|thisWeek|thisMonth|lastMonth|custom&start=&end=
 * (admin only; weeks start on Sunday here, SPEC section 9). Money in reais, 2 decimals.
 * Only sales count (shared/analytics/sales: confirmed through delivered); the rest is shown apart.
 */
export interface DashboardDto {
  /** the Sao Paulo days the figures cover, 'yyyy-MM-dd' */
  range: { start_day: string; end_day: string };
  metrics: {
    /** Faturamento: sum of total_amount (delivery fees included) */
    revenue: number;
    /** Pedidos */
    orders: number;
    /** unit cost of the ordered size times quantity, over every item */
    product_cost: number;
    /** expenses dated inside the range */
    expenses: number;
    /** Lucro Líquido = revenue - product_cost - expenses */
    net_profit: number;
    /** Margem = net_profit / revenue * 100, one decimal; 0 when there is no revenue */
    margin_percent: number;
    /** the delivery fees inside revenue (DECISIONS 10.11): the 'Taxas de entrega' line */
    delivery_fees: number;
    /** 'A receber' (DECISIONS 10.5): what companies owe on their tabs now, whatever the range */
    receivable: number;
  };
  /**
   * Revenue split by product and size over every product sold in the range, most revenue first
   * (DECISIONS 10.11); these lines plus metrics.delivery_fees sum to metrics.revenue.
   * `size` is null for a product sold in one size only (a drink: 'Suco de Caju').
   */
  revenue_by_product: { name: string; size: Size | null; quantity: number; revenue: number }[];
  /** 'Vendas no Período': one entry per day of the range, oldest first, zero days included */
  sales_by_day: { day: string; revenue: number; orders: number }[];
  /** 'Produtos Mais Vendidos': top 5 by units sold */
  top_products: {
    name: string;
    /** null for a product with one size only, so it is named without a size word */
    size: Size | null;
    quantity: number;
    revenue: number;
    profit: number;
    /**
     * units of the same product and size in the previous period (0 when it did not sell then)
     */
    previous_quantity: number;
  }[];
  /** 'Pedidos Recentes': the 5 newest counted orders of the range */
  recent_orders: OrderDto[];
  /**
   * The same figures over the period of the same length just before (shared previousPeriod): the
   * badges compare with it. Margin is null there when that period had no revenue.
   */
  previous: {
    range: { start_day: string; end_day: string };
    revenue: number;
    orders: number;
    net_profit: number;
    margin_percent: number | null;
  };
  /** Not sales (shared/analytics/sales): shown apart, never in revenue or the count */
  open: BucketFiguresDto;
  cancelled: BucketFiguresDto;
  /** prepaid packs (DECISIONS 10.6): confirmed in the period, and the credits still owed now */
  packs: PacksDashboardDto;
}

/** Orders and their total in reais (delivery fees included) */
export interface BucketFiguresDto {
  orders: number;
  revenue: number;
}

/**
 * GET /api/analytics/orders ('Análise de Pedidos', admin): the summary and charts of the orders
 * that GET /api/orders lists with the same query (start, end, status, neighborhood,
 * payment_method, search). Counted in SQL; revenue only from sales (shared/analytics/sales).
 */
export interface OrderAnalysisDto {
  /** every order the filters match: the list's count */
  matched: number;
  /** 'Total Pedidos', 'Faturamento', 'Entregas', 'Retiradas': the matched orders that are sales */
  sales: { orders: number; revenue: number; deliveries: number; pickups: number };
  /** 'Pendentes' (pending and awaiting payment) and 'Cancelados', apart */
  open: BucketFiguresDto;
  cancelled: BucketFiguresDto;
  /** 'Pedidos por Bairro': sales per neighbourhood, most first, top 10 */
  by_neighborhood: { neighborhood: string; orders: number }[];
  /** 'Métodos de Pagamento': sales per payment method, most first */
  by_payment: { method: WirePaymentMethod; orders: number }[];
  /** the 'Bairro' options: neighbourhoods of the delivery orders in the range, alphabetical */
  neighborhoods: string[];
}

/**
 * GET /api/analytics/reports?period=|start=|end= ('Relatórios', admin): figures an owner plans
 * the rush with, over the sales of the range (same period rules as the dashboard).
 */
export interface ReportsDto {
  range: { start_day: string; end_day: string };
  /** sales and their average ticket in reais (0 without sales) */
  orders: number;
  average_ticket: number;
  /** portions per dish from the chosen dishes (shared dishPortions), most first */
  dishes: { dish: string; portions: number }[];
  /** sales per Sao Paulo weekday (0 = Sunday) and hour (0-23); only cells with orders */
  by_hour: { weekday: number; hour: number; orders: number }[];
  /** customers by WhatsApp number: returning = already bought before, or more than once here */
  customers: { total: number; returning: number; new: number };
  /** confirmed -> ready, over the sales that went through both */
  kitchen: { orders: number; average_minutes: number | null };
  /** delivering -> delivered per courier (name as recorded on the order), most deliveries first */
  couriers: { courier: string; deliveries: number; average_minutes: number | null }[];
}
