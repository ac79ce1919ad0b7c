import './company-tab.css';
import type { OrderDto } from '@quentinha/shared/api/types';
import { COMPANY_TAB_DO_NOT_COLLECT } from '@quentinha/shared/companies/types';

type TabOrder = Pick<OrderDto, 'payment_method' | 'company'>;

/** An order on a company's tab: the courier and the counter collect nothing (DECISIONS 10.5). */
export function isCompanyTab(order: Pick<OrderDto, 'payment_method'>): boolean {
  return order.payment_method === 'company_tab';
}

/** 'Conta Empresa — não cobrar · Construtora Horizonte' for tickets and labels; null for any other order. */
export function companyTabText(order: TabOrder): string | null {
  if (!isCompanyTab(order)) return null;
  return order.company?.name ? `${COMPANY_TAB_DO_NOT_COLLECT} · ${order.company.name}` : COMPANY_TAB_DO_NOT_COLLECT;
}

/** The cards' line for a tab order, in place of the payment method; nothing for any other order. */
export function CompanyTabNote({ order }: { order: TabOrder }) {
  if (!isCompanyTab(order)) return null;
  return (
    <span className="company-tab-note" data-testid="company-tab-note">
      <span className="company-tab-note__label">{COMPANY_TAB_DO_NOT_COLLECT}</span>
      {order.company?.name && <span className="company-tab-note__company">· {order.company.name}</span>}
    </span>
  );
}
