import { digitsOnly } from '@quentinha/shared/phone/whatsapp';
import { formatBRL } from '@quentinha/shared/money/money';
import { COMPANY_MESSAGES } from '@quentinha/shared/companies/messages';
import { isValidCnpj } from '@quentinha/shared/companies/cnpj';
import {
  COMPANY_ENTRY_LABELS,
  STATEMENT_STATUS_LABELS,
  type CompanyEntryKind,
  type StatementStatus,
} from '@quentinha/shared/companies/types';

export { formatCnpj, maskCnpj } from '@quentinha/shared/companies/cnpj';

/** The form's rule: empty is fine (a company may have none), else 14 digits with valid check digits. */
export function validateCnpjField(value: unknown): string | null {
  if (!digitsOnly(value)) return null;
  return isValidCnpj(value) ? null : COMPANY_MESSAGES.cnpj;
}

export const ENTRY_LABELS = COMPANY_ENTRY_LABELS;

export const ENTRY_COLORS: Record<CompanyEntryKind, string> = {
  charge: 'orange',
  reversal: 'blue',
  adjustment: 'purple',
  payment: 'green',
};

export const STATEMENT_STATUS: Record<StatementStatus, { label: string; color: string }> = {
  due: { label: STATEMENT_STATUS_LABELS.due, color: 'orange' },
  paid: { label: STATEMENT_STATUS_LABELS.paid, color: 'green' },
};

/** 'em aberto há 12 dias' / 'em dia' (nothing unpaid); `short` under a title that already says 'Em aberto': 'há 12 dias'. */
export function openSinceText(days: number | null | undefined, short = false): string {
  if (days === null || days === undefined) return 'em dia';
  if (days === 0) return short ? 'desde hoje' : 'em aberto desde hoje';
  const since = `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
  return short ? since : `em aberto ${since}`;
}

/** A balance below zero is money the company left with the shop: 'Crédito R$ 20,00'. */
export function balanceText(balance: number): string {
  return balance < 0 ? `Crédito ${formatBRL(-balance)}` : formatBRL(balance);
}
