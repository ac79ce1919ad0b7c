import type { WirePaymentStatus, WireStatus } from '@quentinha/shared/api/types';
import { CANCEL_REASONS } from '@quentinha/shared/orders/transitions';
import type { Actor } from './volume-catalog.js';
import type { VolumeRandom } from './volume-random.js';

const MIN = 60_000;

/** One line of the order's history (order_events), before it gets its ids. */
export interface PathStep {
  kind: 'created' | 'status' | 'collected';
  from: WireStatus | null;
  to: WireStatus;
  at: number;
  /** null: nobody signed in (the website, or a guest with the tracking token) */
  userId: string | null;
  userName: string;
  reason: string | null;
}

export interface PathInput {
  createdAt: number;
  /** what the server starts it as: pending, awaiting_payment (PIX with a key) or confirmed (phone) */
  initial: WireStatus;
  isDelivery: boolean;
  /** who placed it: a signed-in person, or null id with 'website' */
  placedBy: { id: string | null; name: string };
  /** the person a guest cancel is recorded under: the customer's name */
  customerName: string;
  /** the customer may cancel it themselves (website orders) */
  customerCancels: boolean;
  /** past days: a few orders nobody ever handled stay where they started */
  mayStall: boolean;
  /** confirm pending orders (only the admin may, DECISIONS 9.1) */
  admins: readonly Actor[];
  /** admin and staff: confirm a PIX payment, hand over pickups, dispatch, cancel */
  counter: readonly Actor[];
  kitchen: readonly Actor[];
  couriers: readonly Actor[];
}

export interface OrderPath {
  steps: PathStep[];
  courier: Actor | null;
}

/** Reasons the team gives once the kitchen has the order. */
const LATE_REASONS = CANCEL_REASONS.filter((r) => r !== 'Cliente desistiu');

/**
 * The whole life of an order, with the times a real shop takes: confirmed within minutes, ready
 * 10-30 min after confirmation, on the road 2-15 min later, delivered 10-45 min after that (pickups
 * collected 5-40 min after ready). About 4% are cancelled with a reason, before or in the kitchen.
 * Every step is one the server allows (shared checkTransition) by the role that takes it.
 */
export function orderPath(rand: VolumeRandom, input: PathInput): OrderPath {
  const steps: PathStep[] = [
    {
      kind: 'created',
      from: null,
      to: input.initial,
      at: input.createdAt,
      userId: input.placedBy.id,
      userName: input.placedBy.name,
      reason: null,
    },
  ];
  let at = input.createdAt;
  const move = (
    to: WireStatus,
    minutes: number,
    by: Actor | null,
    kind: PathStep['kind'] = 'status',
    reason: string | null = null,
  ) => {
    at += Math.round(minutes * MIN + rand.between(0, 59_000));
    steps.push({
      kind,
      from: steps[steps.length - 1].to,
      to,
      at,
      userId: by ? by.id : null,
      userName: by ? by.name : input.customerName,
      reason,
    });
  };
  const fate = rand.next();
  const notConfirmed = input.initial !== 'confirmed';
  if (fate < 0.028 && notConfirmed) {
    // called off before the shop confirmed: by the customer (token or account) or the counter
    const byCustomer = input.customerCancels && rand.chance(0.5);
    const reason = byCustomer ? 'Cliente desistiu' : rand.pick(CANCEL_REASONS);
    const who = byCustomer
      ? input.placedBy.id
        ? { id: input.placedBy.id, name: input.placedBy.name, email: '' }
        : null
      : rand.pick(input.counter);
    move('cancelled', rand.between(2, 25), who, 'status', reason);
    return { steps, courier: null };
  }
  if (input.mayStall && notConfirmed && fate < 0.034) return { steps, courier: null };

  if (input.initial === 'awaiting_payment') move('confirmed', rand.between(2, 12), rand.pick(input.counter));
  else if (input.initial === 'pending') move('confirmed', rand.between(1, 8), rand.pick(input.admins));
  const confirmedAt = at;
  const cook = rand.pick(input.kitchen);
  move('preparing', rand.between(0.5, 6), cook);
  if (fate > 0.988) {
    // the kitchen finds out a dish ran out, or the address is out of reach
    move('cancelled', rand.between(1, 10), rand.pick(input.counter), 'status', rand.pick(LATE_REASONS));
    return { steps, courier: null };
  }
  const readyAfter = rand.between(10, 30);
  move('ready', Math.max(2, readyAfter - (at - confirmedAt) / MIN), cook);
  if (!input.isDelivery) {
    // 'Retirado pelo Cliente': the counter hands it over
    move('delivered', rand.between(5, 40), rand.pick(input.counter));
    return { steps, courier: null };
  }
  const courier = rand.pick(input.couriers);
  // most couriers take the order on their app; sometimes the counter dispatches naming one
  if (rand.chance(0.8)) move('delivering', rand.between(2, 15), courier, 'collected');
  else move('delivering', rand.between(2, 15), rand.pick(input.counter));
  move('delivered', rand.between(10, 45), courier);
  return { steps, courier };
}

/** The steps that happened by `now`: today's orders stop wherever the clock finds them. */
export function stepsUntil(path: OrderPath, now: number): OrderPath {
  const steps = path.steps.filter((s) => s.at <= now);
  const onTheRoad = steps.some((s) => s.to === 'delivering');
  return { steps, courier: onTheRoad ? path.courier : null };
}

/**
 * payment_status as the server leaves it after these steps: paid when a PIX order awaiting its
 * money is confirmed, or when the order is delivered (the money changed hands); else pending.
 */
export function paymentStatusAfter(steps: readonly PathStep[]): WirePaymentStatus {
  let status: WirePaymentStatus = 'pending';
  for (const s of steps) {
    if (s.from === 'awaiting_payment' && s.to === 'confirmed') status = 'paid';
    if (s.to === 'delivered') status = 'paid';
  }
  return status;
}
