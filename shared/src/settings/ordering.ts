/**
 * 'Pedidos' settings (DECISIONS 10.8 and 10.9): whether website orders paid on delivery or at the
 * counter go straight to the kitchen, how many boxes one website order may hold, and how long an
 * unpaid PIX order keeps its portions. Checked the same on both sides.
 */
export interface OrderingSettings {
  /** cash and card website orders start 'confirmed'; PIX orders still wait for the money */
  auto_accept: boolean;
  /** quentinhas (boxes) one website order may hold; staff and admin orders are not limited */
  max_boxes_per_order: number;
  /** minutes an unpaid PIX order waits before the server cancels it; 0: never */
  pix_timeout_minutes: number;
}

export const DEFAULT_ORDERING_SETTINGS: OrderingSettings = {
  auto_accept: false,
  max_boxes_per_order: 15,
  pix_timeout_minutes: 30,
};

export const ORDERING_LIMITS = {
  maxBoxesPerOrder: { min: 1, max: 99 },
  // a day: an order placed at lunch is never cancelled for its payment the next morning
  pixTimeoutMinutes: { min: 0, max: 1440 },
} as const;

export const ORDERING_MESSAGES = {
  autoAccept: 'Aceitar pedidos automaticamente deve ser verdadeiro ou falso (auto_accept: true ou false)',
  maxBoxesPerOrder: `Máximo de quentinhas por pedido deve ser um número inteiro de ${ORDERING_LIMITS.maxBoxesPerOrder.min} a ${ORDERING_LIMITS.maxBoxesPerOrder.max}`,
  pixTimeoutMinutes: `Prazo para pagar o PIX deve ser um número inteiro de ${ORDERING_LIMITS.pixTimeoutMinutes.min} a ${ORDERING_LIMITS.pixTimeoutMinutes.max} minutos (0: nunca cancelar)`,
  noField: 'Informe ao menos uma configuração de pedidos: auto_accept, max_boxes_per_order ou pix_timeout_minutes.',
  tooManyBoxes: (max: number) =>
    `Para mais de ${max} ${max === 1 ? 'quentinha' : 'quentinhas'}, fale com a loja pelo WhatsApp.`,
} as const;

const inRange = (v: unknown, r: { min: number; max: number }) =>
  typeof v === 'number' && Number.isInteger(v) && v >= r.min && v <= r.max;

export function validateAutoAccept(value: unknown): string | null {
  return typeof value === 'boolean' ? null : ORDERING_MESSAGES.autoAccept;
}

export function validateMaxBoxesPerOrder(value: unknown): string | null {
  return inRange(value, ORDERING_LIMITS.maxBoxesPerOrder) ? null : ORDERING_MESSAGES.maxBoxesPerOrder;
}

export function validatePixTimeoutMinutes(value: unknown): string | null {
  return inRange(value, ORDERING_LIMITS.pixTimeoutMinutes) ? null : ORDERING_MESSAGES.pixTimeoutMinutes;
}

/** What is stored over the defaults: only fields that are still valid (a hand-edited row never breaks ordering). */
export function readOrderingSettings(stored: unknown): OrderingSettings {
  const s = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const d = DEFAULT_ORDERING_SETTINGS;
  return {
    auto_accept: validateAutoAccept(s.auto_accept) === null ? (s.auto_accept as boolean) : d.auto_accept,
    max_boxes_per_order:
      validateMaxBoxesPerOrder(s.max_boxes_per_order) === null ? (s.max_boxes_per_order as number) : d.max_boxes_per_order,
    pix_timeout_minutes:
      validatePixTimeoutMinutes(s.pix_timeout_minutes) === null ? (s.pix_timeout_minutes as number) : d.pix_timeout_minutes,
  };
}

/**
 * When an unpaid PIX order placed at `createdAt` is cancelled by the server (DECISIONS 10.8):
 * the moment its timeout has passed; null when the shop never cancels (0). The server cancels
 * once this moment is reached; the tracking page shows it as the time to pay by.
 */
export function pixPaymentDeadline(createdAt: Date, timeoutMinutes: number): Date | null {
  if (timeoutMinutes <= 0) return null;
  return new Date(createdAt.getTime() + timeoutMinutes * 60_000);
}
