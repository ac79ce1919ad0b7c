import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsentEventDto,
  CustomerDetailDto,
  CustomerExportDto,
  CustomerListResponse,
  CustomerSummaryDto,
  MarketingChoiceDto,
  MarketingStatus,
} from '@quentinha/shared/customers/types';
import { api, toQuery } from '@/api/client';
import { env } from '@/config/env';

// 'Clientes' (DECISIONS 10.1, 10.2): one person per WhatsApp number, read from every order.

export type { MarketingStatus, ConsentEventDto, CustomerDetailDto, CustomerListResponse };
export type CustomerDto = CustomerSummaryDto;

/** The screen's filters as GET /api/customers takes them. */
export interface CustomerFilters {
  search?: string;
  inactive_days?: number;
  marketing?: MarketingStatus;
}

export const CUSTOMERS_PAGE_SIZE = 20;

// under 'orders': customers are personal data, logging out drops them with the orders
const keys = {
  all: ['orders', 'customers'] as const,
  list: (filters: CustomerFilters, page: number) => ['orders', 'customers', 'list', filters, page] as const,
  one: (id: string) => ['orders', 'customers', 'one', id] as const,
};

export function fetchCustomers(
  filters: CustomerFilters,
  page: number,
  limit = CUSTOMERS_PAGE_SIZE,
  signal?: AbortSignal,
) {
  return api.get<CustomerListResponse>(`/customers${toQuery({ ...filters, page, limit })}`, { signal });
}

export function useCustomers(filters: CustomerFilters, page: number) {
  return useQuery({
    queryKey: keys.list(filters, page),
    queryFn: ({ signal }) => fetchCustomers(filters, page, CUSTOMERS_PAGE_SIZE, signal),
    // a new search keeps the rows on screen until the next ones arrive
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => api.get<CustomerDetailDto>(`/customers/${encodeURIComponent(id)}`, { signal }),
  });
}

export function fetchCustomerExport(id: string) {
  return api.get<CustomerExportDto>(`/customers/${encodeURIComponent(id)}/export`);
}

export function useChangeMarketing(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { opt_in: boolean; note: string }) =>
      api.put<MarketingChoiceDto>(`/customers/${encodeURIComponent(id)}/marketing`, body),
    meta: { errorTitle: 'Erro ao mudar o cardápio no WhatsApp' },
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/** 409 (an open order, unused pack credits) is shown in the dialog with the server's sentence. */
export function useAnonymiseCustomer(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/customers/${encodeURIComponent(id)}`),
    meta: { errorTitle: 'Não foi possível excluir os dados' },
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

/**
 * 'Exportar CSV': GET /api/customers/csv with the list's filters, followed as a plain link (the
 * server writes and names the file, like 'Análise de Pedidos'), once one cheap authenticated call
 * has renewed a session that may have expired while the page sat open.
 */
export async function downloadCustomersCsv(filters: CustomerFilters): Promise<void> {
  await api.get('/auth/me');
  const link = document.createElement('a');
  link.href = `${env.apiUrl}/customers/csv${toQuery({ ...filters })}`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
