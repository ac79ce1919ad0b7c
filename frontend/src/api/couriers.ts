import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierCashDto, CourierCashReceivedBody } from '@quentinha/shared/cash/cash';
import type { CourierDto, CourierShiftDto } from '@quentinha/shared/orders/shift';
import { api, toQuery } from './client';
import { queryKeys } from './query-keys';

export type { CourierDto, CourierShiftDto, ShiftOrderDto } from '@quentinha/shared/orders/shift';
export type { CourierCashDto } from '@quentinha/shared/cash/cash';

export function fetchCouriers(signal?: AbortSignal): Promise<CourierDto[]> {
  return api.get<CourierDto[]>('/couriers', { signal });
}

/** Read when the dispatch choice opens: who is online changes by the minute. */
export function useCouriers(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.couriers.list,
    queryFn: ({ signal }) => fetchCouriers(signal),
    enabled,
    staleTime: 0,
  });
}

export function fetchCourierShift(date: string, courierId: string | null, signal?: AbortSignal): Promise<CourierShiftDto> {
  return api.get<CourierShiftDto>(`/couriers/shift${toQuery({ date, courier_id: courierId })}`, { signal });
}

/** A courier reads his own shift (no id); the admin names the courier. */
export function useCourierShift(date: string, courierId: string | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.couriers.shift(date, courierId),
    queryFn: ({ signal }) => fetchCourierShift(date, courierId, signal),
    enabled,
  });
}

/** GET /api/couriers/cash?date= (admin, staff): each courier's cash of that day, by name. */
export function useCouriersCash(date: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.couriers.cash(date),
    queryFn: ({ signal }) => api.get<CourierCashDto[]>(`/couriers/cash${toQuery({ date })}`, { signal }),
    enabled,
  });
}

/** 'Receber dinheiro': the shop took `amount` of a courier's cash for that day (admin, staff). */
export function useReceiveCourierCash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ courierId, ...body }: CourierCashReceivedBody & { courierId: string }) =>
      api.post<CourierCashDto>(`/couriers/${encodeURIComponent(courierId)}/cash-received`, body),
    meta: { errorTitle: 'Erro ao registrar o dinheiro recebido' },
    // what he still owes changes on his shift (every day and courier cached: few, and cheap to read again)
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.couriers.shiftAll }),
  });
}
