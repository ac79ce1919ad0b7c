import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExpiringCreditDto,
  PackOfferDto,
  PackOfferRequest,
  PackPurchaseCreatedDto,
  PackPurchaseDto,
  PackPurchaseRequest,
  PackRefundDto,
  StaffPackPurchaseDto,
  TrackedPackPurchaseDto,
} from '@quentinha/shared/packs/types';
import { api, toQuery } from './client';
import { queryKeys } from './query-keys';

// Pacotes pré-pagos (DECISIONS 10.6): offers, purchases and the credits they grant.

export type {
  CreditEntryDto,
  CreditEntryKind,
  ExpiringCreditDto,
  PackOfferDto,
  PackOfferRequest,
  PackPaymentMethod,
  PackPurchaseCreatedDto,
  PackPurchaseDto,
  PackPurchaseRequest,
  PackPurchaseStatus,
  PackRefundDto,
  StaffPackPurchaseDto,
  TrackedPackPurchaseDto,
} from '@quentinha/shared/packs/types';

/** The pack routes answer bare JSON; an `{data: x}` envelope (the orders' style) reads the same. */
function dataOf<T>(res: T | { data: T }): T {
  return res && typeof res === 'object' && !Array.isArray(res) && 'data' in res
    ? (res as { data: T }).data
    : (res as T);
}

const path = (id: string) => encodeURIComponent(id);

export const packKeys = {
  /** GET /api/packs as the storefront sees it (active ones) */
  offers: ['packs', 'offers'] as const,
  /** every offer (admin) */
  adminOffers: ['admin', 'packs'] as const,
  tracked: ['packs', 'track'] as const,
  track: (token: string) => ['packs', 'track', token] as const,
  // under 'orders': whose credits these are is personal data, logging out drops them
  all: ['orders', 'pack-purchases'] as const,
  mine: ['orders', 'pack-purchases', 'mine'] as const,
  byPhone: (phone: string) => ['orders', 'pack-purchases', 'phone', phone] as const,
  awaiting: ['orders', 'pack-purchases', 'awaiting'] as const,
  expiring: (days: number) => ['orders', 'pack-purchases', 'expiring', days] as const,
};

// ---- offers ----

export async function fetchPackOffers(signal?: AbortSignal): Promise<PackOfferDto[]> {
  return dataOf(await api.get<PackOfferDto[] | { data: PackOfferDto[] }>('/packs', { signal })) ?? [];
}

/** The storefront's 'Pacotes': active offers only, whoever asks. */
export function usePackOffers() {
  return useQuery({
    queryKey: packKeys.offers,
    queryFn: async ({ signal }) => (await fetchPackOffers(signal)).filter((o) => o.active !== false),
    staleTime: 60_000,
  });
}

export function savePackOffer({ id, payload }: { id?: string; payload: Partial<PackOfferRequest> }) {
  return id ? api.put<unknown>(`/packs/${path(id)}`, payload) : api.post<unknown>('/packs', payload);
}

// ---- buying and following a purchase ----

export async function buyPack(
  offerId: string,
  body: PackPurchaseRequest,
  idempotencyKey: string,
): Promise<PackPurchaseCreatedDto> {
  return dataOf(
    await api.post<PackPurchaseCreatedDto | { data: PackPurchaseCreatedDto }>(
      `/packs/${path(offerId)}/purchases`,
      body,
      {
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    ),
  );
}

export function useBuyPack() {
  return useMutation({
    mutationFn: ({
      offerId,
      body,
      idempotencyKey,
    }: {
      offerId: string;
      body: PackPurchaseRequest;
      idempotencyKey: string;
    }) => buyPack(offerId, body, idempotencyKey),
    meta: { errorTitle: 'Não foi possível comprar o pacote' },
  });
}

export async function fetchTrackedPurchase(token: string, signal?: AbortSignal): Promise<TrackedPackPurchaseDto> {
  return dataOf(
    await api.get<TrackedPackPurchaseDto | { data: TrackedPackPurchaseDto }>(`/pack-purchases/track/${path(token)}`, {
      signal,
    }),
  );
}

/** '/pacote/:token': read again now and then, the shop confirms the money meanwhile. */
export function useTrackedPurchase(token: string | null, refetchInterval: number | false = 30_000) {
  return useQuery({
    queryKey: packKeys.track(token ?? ''),
    queryFn: ({ signal }) => fetchTrackedPurchase(token ?? '', signal),
    enabled: !!token,
    refetchInterval,
    refetchIntervalInBackground: false,
    retry: 1,
  });
}

// ---- credits: the customer's, and any number's for the shop ----

function purchasesOf<T = PackPurchaseDto>(res: T[] | { data: T[] }): T[] {
  return dataOf(res) ?? [];
}

export async function fetchMyCredits(signal?: AbortSignal): Promise<PackPurchaseDto[]> {
  return purchasesOf(await api.get('/me/credits', { signal }));
}

/** GET /api/me/credits (customer account): 'Meu saldo' and the checkout's credit choice. */
export function useMyCredits(enabled = true) {
  return useQuery({ queryKey: packKeys.mine, queryFn: ({ signal }) => fetchMyCredits(signal), enabled });
}

export async function fetchCreditsByPhone(phone: string, signal?: AbortSignal): Promise<StaffPackPurchaseDto[]> {
  return purchasesOf<StaffPackPurchaseDto>(await api.get(`/pack-purchases${toQuery({ phone })}`, { signal }));
}

/** GET /api/pack-purchases?phone= (admin, staff): 'Créditos' and 'Adicionar Pedido'. */
export function useCreditsByPhone(phone: string | null) {
  return useQuery({
    queryKey: packKeys.byPhone(phone ?? ''),
    queryFn: ({ signal }) => fetchCreditsByPhone(phone ?? '', signal),
    enabled: !!phone,
    placeholderData: keepPreviousData,
  });
}

/** 'Pacotes aguardando pagamento' (staff, admin) in 'Gerenciar Pedidos'. */
export function useAwaitingPurchases(refetchInterval: number | false = 30_000) {
  return useQuery({
    queryKey: packKeys.awaiting,
    queryFn: async ({ signal }) =>
      purchasesOf<StaffPackPurchaseDto>(await api.get('/pack-purchases?status=awaiting_payment', { signal })),
    refetchInterval,
    refetchIntervalInBackground: false,
  });
}

/** Credits ending within `days` (admin), with wa.me reminders for customers who opted in. */
export function useExpiringPurchases(days = 7) {
  return useQuery({
    queryKey: packKeys.expiring(days),
    queryFn: async ({ signal }) =>
      dataOf(
        await api.get<ExpiringCreditDto[] | { data: ExpiringCreditDto[] }>(`/pack-purchases/expiring?days=${days}`, {
          signal,
        }),
      ) ?? [],
  });
}

// ---- the shop's actions on a purchase ----

function usePurchaseAction<V, R>(run: (vars: V) => Promise<R>, errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorTitle },
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: packKeys.all });
      // the dashboard's packs figures move with a confirmation or a refund
      void qc.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}

/** 'Confirmar pagamento': the money arrived; the credits start now. */
export const useConfirmPurchase = () =>
  usePurchaseAction(
    (id: string) => api.post<unknown>(`/pack-purchases/${path(id)}/confirm`),
    'Erro ao confirmar o pagamento',
  );

export const useRefundPurchase = () =>
  usePurchaseAction(
    async ({ id, note }: { id: string; note?: string }) =>
      dataOf(
        await api.post<PackRefundDto | { data: PackRefundDto }>(
          `/pack-purchases/${path(id)}/refund`,
          note ? { note } : {},
        ),
      ),
    'Erro ao reembolsar',
  );

export const useExtendPurchase = () =>
  usePurchaseAction(
    ({ id, days, note }: { id: string; days: number; note?: string }) =>
      api.post<unknown>(`/pack-purchases/${path(id)}/extend`, note ? { days, note } : { days }),
    'Erro ao prorrogar',
  );
