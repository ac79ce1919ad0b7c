import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyDto,
  CompanyEntryDto,
  CompanyEntryKind,
  CompanyMemberDto,
  CompanyPaymentMethod,
  CompanyRequest,
  CompanyTabOptionDto,
  PublicStatementDto,
  StatementDto,
  StatementOrderDto,
} from '@quentinha/shared/companies/types';
import { COMPANY_PAYMENT_LABELS, COMPANY_PAYMENT_METHODS } from '@quentinha/shared/companies/types';
import { api } from './client';
import { env } from '@/config/env';

// 'Empresas' (DECISIONS 10.5): companies on a monthly tab. Here, not in the feature, because the
// order dialog (orders-admin) picks a company and a member too.

export type {
  CompanyDto,
  CompanyEntryDto,
  CompanyEntryKind,
  CompanyMemberDto,
  PublicStatementDto,
  StatementDto,
  StatementOrderDto,
};

/** What 'Nova Empresa' and 'Editar' send. */
export type CompanyInput = CompanyRequest;

export type PaymentMethodOfTab = CompanyPaymentMethod;

export const TAB_PAYMENT_METHODS = COMPANY_PAYMENT_METHODS.map((value) => ({
  value,
  label: COMPANY_PAYMENT_LABELS[value],
}));

// under 'orders': members are people with phone numbers, logging out drops them with the orders
const keys = {
  all: ['orders', 'companies'] as const,
  list: ['orders', 'companies', 'list'] as const,
  one: (id: string) => ['orders', 'companies', 'one', id] as const,
  entries: (id: string) => ['orders', 'companies', 'one', id, 'entries'] as const,
  statements: (id: string) => ['orders', 'companies', 'one', id, 'statements'] as const,
  /** the public page: nobody's session, never dropped with one */
  publicStatement: (token: string) => ['public-statement', token] as const,
};

const path = (id: string) => `/companies/${encodeURIComponent(id)}`;

/**
 * GET /api/companies/tab-options (admin, staff): what 'Adicionar Pedido' offers, for the counter
 * staff too ('Empresas' itself is the owner's).
 */
export function useCompanyTabOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...keys.all, 'tab-options'] as const,
    queryFn: ({ signal }) => api.get<CompanyTabOptionDto[]>('/companies/tab-options', { signal }),
    enabled,
    // the limit left moves with every order: read again at each opening
    staleTime: 0,
  });
}

export const companiesQuery = queryOptions({
  queryKey: keys.list,
  queryFn: ({ signal }) => api.get<CompanyDto[]>('/companies', { signal }),
});

export function useCompanies(enabled = true) {
  return useQuery({ ...companiesQuery, enabled });
}

export function useCompany(id: string | null | undefined) {
  return useQuery({
    queryKey: keys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<CompanyDto>(path(id!), { signal }),
    enabled: !!id,
  });
}

export function useCompanyEntries(id: string) {
  return useQuery({
    queryKey: keys.entries(id),
    queryFn: ({ signal }) => api.get<CompanyEntryDto[]>(`${path(id)}/entries`, { signal }),
  });
}

export function useStatements(id: string) {
  return useQuery({
    queryKey: keys.statements(id),
    queryFn: ({ signal }) => api.get<StatementDto[]>(`${path(id)}/statements`, { signal }),
  });
}

export function usePublicStatement(token: string) {
  return useQuery({
    queryKey: keys.publicStatement(token),
    queryFn: ({ signal }) => api.get<PublicStatementDto>(`/statements/${encodeURIComponent(token)}`, { signal }),
    enabled: !!token,
  });
}

/** Every change to a company moves its balance, list row and ledger: all are asked again. */
function useCompanyMutation<V, R>(fn: (v: V) => Promise<R>, errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { errorTitle },
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateCompany = () =>
  useCompanyMutation((body: CompanyInput) => api.post<CompanyDto>('/companies', body), 'Erro ao salvar empresa');

export const useUpdateCompany = (id: string) =>
  useCompanyMutation((body: CompanyInput) => api.put<CompanyDto>(path(id), body), 'Erro ao salvar empresa');

export const useAddMember = (id: string) =>
  useCompanyMutation(
    (body: { name: string; whatsapp: string }) => api.post<CompanyMemberDto>(`${path(id)}/members`, body),
    'Erro ao adicionar funcionário',
  );

export const useUpdateMember = (id: string) =>
  useCompanyMutation(
    ({ memberId, ...body }: { memberId: string; name?: string; active?: boolean }) =>
      api.put<CompanyMemberDto>(`${path(id)}/members/${encodeURIComponent(memberId)}`, body),
    'Erro ao alterar funcionário',
  );

export const useRecordPayment = (id: string) =>
  useCompanyMutation(
    (body: { amount: number; method: PaymentMethodOfTab; note?: string }) =>
      api.post<CompanyEntryDto>(`${path(id)}/payments`, body),
    'Erro ao registrar pagamento',
  );

export const useCloseStatement = (id: string) =>
  useCompanyMutation(() => api.post<StatementDto>(`${path(id)}/statements`, {}), 'Erro ao fechar período');

/** The public page of a statement, as the company's contact opens it. */
export function statementUrl(token: string): string {
  return `${window.location.origin}/extrato/${encodeURIComponent(token)}`;
}

/**
 * 'Baixar CSV': the server writes and names the file; followed as a plain link once one cheap
 * authenticated call has renewed a session that may have expired while the page sat open.
 */
export async function downloadStatementCsv(companyId: string, statementId: string): Promise<void> {
  await api.get('/auth/me');
  const link = document.createElement('a');
  link.href = `${env.apiUrl}${path(companyId)}/statements/${encodeURIComponent(statementId)}/csv`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
