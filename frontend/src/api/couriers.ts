import { useQuery } from '@tanstack/react-query';
import type { CourierDto, CourierShiftDto } from '@quentinha/shared/orders/shift';
import { api, toQuery } from './client';
import { queryKeys } from './query-keys';

export type { CourierDto, CourierShiftDto, ShiftOrderDto } from '@quentinha/shared/orders/shift';

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
