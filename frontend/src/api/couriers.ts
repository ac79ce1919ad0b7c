import { useQuery } from '@tanstack/react-query';
import type { WirePaymentMethod } from '@quentinha/shared/api/types';
import { api, toQuery } from './client';

/** GET /api/couriers (admin, staff, kitchen): active couriers, those connected now first. */
export interface CourierDto {
  id: string;
  name: string;
  phone: string | null;
  online: boolean;
  /** orders this courier carries now ('n em rota') */
  active_orders: number;
}

export interface ShiftOrderDto {
  id: string;
  order_number: number;
  customer_name: string;
  delivery_neighborhood: string | null;
  payment_method: WirePaymentMethod;
  total_amount: number;
  change_for: number | null;
  delivered_at: string;
}

/** GET /api/couriers/shift?date=yyyy-MM-dd&courier_id= : one courier's day, money in reais. */
export interface CourierShiftDto {
  date: string;
  courier: { id: string; name: string };
  deliveries: number;
  cash_collected: number;
  change_given: number;
  card_total: number;
  pix_total: number;
  total: number;
  orders: ShiftOrderDto[];
}

export const courierKeys = {
  list: ['couriers', 'list'] as const,
  /** under 'orders': the shift lists customers, so logging out drops it with the other lists */
  shift: (date: string, courierId: string | null) => ['orders', 'courier-shift', date, courierId] as const,
};

export function fetchCouriers(signal?: AbortSignal): Promise<CourierDto[]> {
  return api.get<CourierDto[]>('/couriers', { signal });
}

/** Read when the dispatch choice opens: who is online changes by the minute. */
export function useCouriers(enabled: boolean) {
  return useQuery({
    queryKey: courierKeys.list,
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
    queryKey: courierKeys.shift(date, courierId),
    queryFn: ({ signal }) => fetchCourierShift(date, courierId, signal),
    enabled,
  });
}
