import type { MarketingStatus } from './types.js';

/** Customers and consent (DECISIONS 10.1, 10.2): limits and sentences both sides show. */

/** What an anonymised customer and its orders show instead of the name (DECISIONS 10.1). */
export const ANONYMISED_NAME = 'Cliente removido';

export const CONSENT_TEXT_LIMITS = { min: 10, max: 300 } as const;
export const MARKETING_NOTE_LIMITS = { min: 3, max: 200 } as const;
export const CUSTOMER_SEARCH_MAX = 100;
export const CUSTOMER_PAGE_LIMIT_MAX = 100;
/** 'Clientes' filter chips: 'sem pedir há 15/30/60 dias' */
export const INACTIVE_DAYS_CHOICES = [15, 30, 60] as const;
export const INACTIVE_DAYS_MAX = 3650;

export const MARKETING_LABELS: Record<MarketingStatus, string> = {
  opted_in: 'Recebe o cardápio',
  opted_out: 'Não quer receber',
  none: 'Não escolheu',
};

export const CUSTOMER_MESSAGES = {
  consentText: `O texto do consentimento deve ter de ${CONSENT_TEXT_LIMITS.min} a ${CONSENT_TEXT_LIMITS.max} caracteres.`,
  note: `Informe o motivo (note) com ${MARKETING_NOTE_LIMITS.min} a ${MARKETING_NOTE_LIMITS.max} caracteres.`,
  optIn: 'Informe opt_in como verdadeiro ou falso.',
  openOrders: 'Este cliente tem pedido em andamento: aguarde a entrega ou o cancelamento para excluir os dados.',
  search: `A busca deve ter no máximo ${CUSTOMER_SEARCH_MAX} caracteres.`,
  inactiveDays: `Dias sem pedir (inactive_days) deve ser um número inteiro de 1 a ${INACTIVE_DAYS_MAX}.`,
  marketing: 'Filtro de cardápio (marketing) deve ser opted_in, opted_out ou none.',
  page: 'Página (page) deve ser um número inteiro a partir de 1.',
  limit: `Limite (limit) deve ser um número inteiro de 1 a ${CUSTOMER_PAGE_LIMIT_MAX}.`,
  noUsual: 'Você ainda não tem pedido entregue para repetir.',
  date: 'Data (date) deve estar no formato aaaa-mm-dd.',
} as const;

/** null when the consent text can be saved, else the sentence to show. */
export function validateConsentText(value: unknown): string | null {
  if (typeof value !== 'string') return CUSTOMER_MESSAGES.consentText;
  const length = value.trim().length;
  return length < CONSENT_TEXT_LIMITS.min || length > CONSENT_TEXT_LIMITS.max ? CUSTOMER_MESSAGES.consentText : null;
}

/** null when the owner's note is long enough to say why, else the sentence to show. */
export function validateMarketingNote(value: unknown): string | null {
  if (typeof value !== 'string') return CUSTOMER_MESSAGES.note;
  const length = value.trim().length;
  return length < MARKETING_NOTE_LIMITS.min || length > MARKETING_NOTE_LIMITS.max ? CUSTOMER_MESSAGES.note : null;
}

/** Version 1 of the checkout's consent text on a new database: names the shop, what is sent, that leaving is free. */
export function defaultConsentText(businessName: string): string {
  const name = businessName.trim() || 'a loja';
  return `Quero receber o cardápio do dia de ${name} no WhatsApp, no máximo uma mensagem por dia. Posso sair quando quiser, de graça, pelo link que vem em cada mensagem.`;
}

/** 'outra proteína', 'outro acompanhamento': what to pick instead of a dish of that type. */
const ANOTHER: Record<string, string> = {
  Proteína: 'outra proteína',
  Acompanhamento: 'outro acompanhamento',
  Grão: 'outro grão',
  Salada: 'outra salada',
};

/** Why part of an old order is not in today's cart ('Pedir de novo', 'o de sempre'; DECISIONS 10.3). */
export const REPEAT_REASONS = {
  dishNotToday: (dish: string, type: string | null) => `Hoje não tem ${dish} — escolha ${ANOTHER[type ?? ''] ?? 'outro prato'}`,
  dishSoldOut: (dish: string, type: string | null) => `${dish} acabou hoje — escolha ${ANOTHER[type ?? ''] ?? 'outro prato'}`,
  productOff: (product: string) => `Hoje não tem ${product}`,
  sizeOff: (product: string, size: string) => `${product} ${size} não está disponível hoje`,
  extraOff: (extra: string, product: string) => `O adicional ${extra} não é mais oferecido em ${product}`,
} as const;
