import { describe, expect, it } from 'vitest';
import type { Role, WireStatus } from '../api/types.js';
import { WIRE_STATUSES } from './status.js';
import {
  canCancel,
  CANCEL_REASONS,
  canTransition,
  checkTransition,
  customerStatusLabel,
  DELIVERY_COLUMNS,
  KITCHEN_COLUMNS,
  columnKey,
  inColumn,
  nextActionFor,
  TRANSITION_MESSAGES,
  undoActionFor,
  type Board,
  type NextAction,
} from './transitions.js';

const PICKUP = { is_delivery: false };
const DELIVERY = { is_delivery: true };

const TEAM_CANCEL = ['pending>cancelled', 'awaiting_payment>cancelled', 'confirmed>cancelled', 'preparing>cancelled'];
const KITCHEN_BOTH = [
  'confirmed>preparing',
  'preparing>ready',
  'preparing>confirmed',
  'ready>preparing',
  ...TEAM_CANCEL,
];

/** DECISIONS 9.1 (and 9.2's undo steps): every step each role takes, per kind of order. */
const allowed: Record<Exclude<Role, 'admin'>, { pickup: string[]; delivery: string[] }> = {
  // DECISIONS 9.5: staff confirm that a PIX payment arrived
  staff: {
    pickup: [...KITCHEN_BOTH, 'ready>delivered', 'awaiting_payment>confirmed'],
    delivery: [...KITCHEN_BOTH, 'ready>delivering', 'awaiting_payment>confirmed'],
  },
  kitchen: { pickup: [...KITCHEN_BOTH, 'ready>delivered'], delivery: [...KITCHEN_BOTH, 'ready>delivering'] },
  delivery: { pickup: ['delivering>delivered'], delivery: ['ready>delivering', 'delivering>delivered'] },
  customer: {
    pickup: ['pending>cancelled', 'awaiting_payment>cancelled'],
    delivery: ['pending>cancelled', 'awaiting_payment>cancelled'],
  },
};

const KINDS = [
  ['pickup', PICKUP],
  ['delivery', DELIVERY],
] as const;

describe('canTransition (DECISIONS 9.1)', () => {
  it.each(KINDS)(
    'lets admin make any change on a %s order but a no-op, cancelling a delivered one, or a pickup on the road',
    (kind, order) => {
      for (const from of WIRE_STATUSES)
        for (const to of WIRE_STATUSES) {
          const expected =
            from !== to && !(from === 'delivered' && to === 'cancelled') && !(kind === 'pickup' && to === 'delivering');
          expect(canTransition('admin', from, to, order), `${from}>${to}`).toBe(expected);
        }
    },
  );

  for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const)
    for (const [kind, order] of KINDS)
      it(`allows exactly the ${role} steps on a ${kind} order`, () => {
        for (const from of WIRE_STATUSES)
          for (const to of WIRE_STATUSES)
            expect(canTransition(role, from, to, order), `${from}>${to}`).toBe(
              allowed[role][kind].includes(`${from}>${to}`),
            );
      });

  it('takes an order without context as a delivery order (the callers of the first version)', () => {
    for (const role of ['admin', 'staff', 'kitchen', 'delivery', 'customer'] as const)
      for (const from of WIRE_STATUSES)
        for (const to of WIRE_STATUSES)
          expect(canTransition(role, from, to), `${role} ${from}>${to}`).toBe(canTransition(role, from, to, DELIVERY));
  });

  it('keeps delivered and cancelled final for everyone but the admin', () => {
    for (const role of ['staff', 'kitchen', 'delivery', 'customer'] as const)
      for (const from of ['delivered', 'cancelled'] as const)
        for (const to of WIRE_STATUSES) {
          expect(canTransition(role, from, to, PICKUP)).toBe(false);
          expect(canTransition(role, from, to, DELIVERY)).toBe(false);
        }
    expect(canTransition('admin', 'cancelled', 'pending', DELIVERY)).toBe(true);
    expect(canTransition('admin', 'delivered', 'ready', PICKUP)).toBe(true);
  });
});

describe('canCancel', () => {
  const cancellable: Record<Role, WireStatus[]> = {
    admin: ['pending', 'awaiting_payment', 'confirmed', 'preparing', 'ready', 'delivering'],
    staff: ['pending', 'awaiting_payment', 'confirmed', 'preparing'],
    kitchen: ['pending', 'awaiting_payment', 'confirmed', 'preparing'],
    delivery: [],
    customer: ['pending', 'awaiting_payment'],
  };
  it.each(Object.entries(cancellable) as [Role, WireStatus[]][])('%s', (role, statuses) => {
    for (const status of WIRE_STATUSES) expect(canCancel(role, status), status).toBe(statuses.includes(status));
  });
});

describe('checkTransition', () => {
  it.each<[Role, WireStatus, WireStatus, { is_delivery: boolean } | undefined, string | null]>([
    ['staff', 'ready', 'confirmed', undefined, 'Não é possível mudar o pedido de Pronto para Confirmado.'],
    [
      'kitchen',
      'pending',
      'preparing',
      undefined,
      'Não é possível mudar o pedido de Aguardando Confirmação para Em Produção.',
    ],
    ['delivery', 'confirmed', 'delivering', undefined, 'Não é possível mudar o pedido de Confirmado para Em Rota.'],
    ['delivery', 'ready', 'cancelled', undefined, 'Não é possível mudar o pedido de Pronto para Cancelado.'],
    ['customer', 'pending', 'confirmed', undefined, TRANSITION_MESSAGES.roleForbidden],
    ['customer', 'ready', 'delivered', undefined, TRANSITION_MESSAGES.roleForbidden],
    ['customer', 'confirmed', 'cancelled', undefined, TRANSITION_MESSAGES.customerTooLate],
    ['customer', 'delivered', 'cancelled', PICKUP, TRANSITION_MESSAGES.customerTooLate],
    ['customer', 'cancelled', 'cancelled', undefined, 'O pedido já está com o status Cancelado.'],
    ['admin', 'ready', 'ready', undefined, 'O pedido já está com o status Pronto.'],
    ['admin', 'delivered', 'cancelled', undefined, TRANSITION_MESSAGES.deliveredNotCancellable],
    ['admin', 'ready', 'delivering', PICKUP, TRANSITION_MESSAGES.pickupNotDelivering],
    ['staff', 'ready', 'delivering', PICKUP, TRANSITION_MESSAGES.pickupNotDelivering],
    ['delivery', 'ready', 'delivering', PICKUP, TRANSITION_MESSAGES.pickupNotDelivering],
    ['kitchen', 'ready', 'delivered', DELIVERY, TRANSITION_MESSAGES.deliveryNeedsCourier],
    ['staff', 'ready', 'cancelled', DELIVERY, 'Não é possível mudar o pedido de Pronto para Cancelado.'],
    ['staff', 'delivered', 'preparing', PICKUP, 'O pedido já está entregue e não pode mais ser alterado.'],
    ['kitchen', 'cancelled', 'confirmed', DELIVERY, 'O pedido já está cancelado e não pode mais ser alterado.'],
    ['admin', 'delivered', 'pending', undefined, null],
    ['admin', 'cancelled', 'confirmed', PICKUP, null],
    ['staff', 'confirmed', 'preparing', undefined, null],
    ['staff', 'ready', 'delivered', PICKUP, null],
    ['kitchen', 'ready', 'preparing', DELIVERY, null],
    ['delivery', 'delivering', 'delivered', undefined, null],
    ['customer', 'awaiting_payment', 'cancelled', PICKUP, null],
  ])('%s %s -> %s (%o)', (role, from, to, order, expected) => {
    const check = checkTransition(role, from, to, order);
    expect(check.ok ? null : check.message).toBe(expected);
  });

  it.each<[Role, WireStatus, WireStatus, { is_delivery: boolean } | undefined, 'forbidden' | 'invalid']>([
    ['customer', 'pending', 'confirmed', undefined, 'forbidden'],
    ['customer', 'confirmed', 'cancelled', undefined, 'invalid'],
    ['delivery', 'ready', 'cancelled', undefined, 'forbidden'],
    ['staff', 'ready', 'cancelled', DELIVERY, 'invalid'],
    ['staff', 'pending', 'preparing', undefined, 'invalid'],
    ['staff', 'ready', 'delivering', PICKUP, 'invalid'],
    ['kitchen', 'ready', 'delivered', DELIVERY, 'invalid'],
    ['kitchen', 'pending', 'confirmed', undefined, 'invalid'],
    ['kitchen', 'confirmed', 'awaiting_payment', undefined, 'forbidden'],
    ['staff', 'pending', 'awaiting_payment', undefined, 'forbidden'],
    ['delivery', 'confirmed', 'delivering', undefined, 'invalid'],
    ['admin', 'ready', 'ready', undefined, 'invalid'],
    ['admin', 'delivered', 'cancelled', undefined, 'invalid'],
    ['admin', 'ready', 'delivering', PICKUP, 'invalid'],
  ])('classifies %s %s -> %s (%o) as %s', (role, from, to, order, code) => {
    const check = checkTransition(role, from, to, order);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.code).toBe(code);
  });
});

describe('board columns', () => {
  it('kitchen: Novo Pedido, Em Produção, then ready orders split: Aguardando Entregador, Aguardando Retirada', () => {
    expect(KITCHEN_COLUMNS.map((c) => [columnKey(c), c.status, c.interfaceStatus, c.title])).toEqual([
      ['confirmed', 'confirmed', 'confirmado', 'Novo Pedido'],
      ['preparing', 'preparing', 'preparando', 'Em Produção'],
      ['ready-delivery', 'ready', 'pronto', 'Aguardando Entregador'],
      ['ready-pickup', 'ready', 'pronto', 'Aguardando Retirada'],
    ]);
  });
  it('puts each kitchen order in exactly one column: a ready pickup order waits for its customer', () => {
    const where = (status: WireStatus, is_delivery: boolean) =>
      KITCHEN_COLUMNS.filter((c) => inColumn(c, { status, is_delivery })).map((c) => c.title);
    expect(where('ready', false)).toEqual(['Aguardando Retirada']);
    expect(where('ready', true)).toEqual(['Aguardando Entregador']);
    expect(where('preparing', false)).toEqual(['Em Produção']);
    expect(where('confirmed', true)).toEqual(['Novo Pedido']);
    expect(where('delivering', true)).toEqual([]);
  });
  it('delivery: Aguardando Coleta, Em Rota de Entrega, Entregue', () => {
    expect(DELIVERY_COLUMNS.map((c) => [c.status, c.interfaceStatus, c.title])).toEqual([
      ['ready', 'pronto', 'Aguardando Coleta'],
      ['delivering', 'em_rota', 'Em Rota de Entrega'],
      ['delivered', 'entregue', 'Entregue'],
    ]);
  });
});

describe('nextActionFor', () => {
  const dispatch: NextAction = { to: 'delivering', label: 'Coletado p/ Entrega', needsCourier: true };
  const pickedUp: NextAction = { to: 'delivered', label: 'Retirado pelo Cliente' };
  it.each<[WireStatus, boolean, Role, Board | undefined, NextAction | null]>([
    ['confirmed', true, 'staff', undefined, { to: 'preparing', label: 'Aceitar Pedido' }],
    ['confirmed', false, 'kitchen', undefined, { to: 'preparing', label: 'Aceitar Pedido' }],
    ['preparing', true, 'kitchen', undefined, { to: 'ready', label: 'Marcar como Pronto' }],
    ['ready', true, 'staff', undefined, dispatch],
    ['ready', true, 'kitchen', 'kitchen', dispatch],
    ['ready', true, 'admin', 'kitchen', dispatch],
    ['ready', false, 'staff', undefined, pickedUp],
    ['ready', false, 'kitchen', 'kitchen', pickedUp],
    ['ready', false, 'admin', 'kitchen', pickedUp],
    ['delivering', true, 'staff', undefined, null],
    ['pending', true, 'staff', undefined, null],
    ['ready', true, 'delivery', undefined, { to: 'delivering', label: 'Saiu para Entrega' }],
    ['ready', false, 'delivery', undefined, null],
    ['delivering', true, 'delivery', undefined, { to: 'delivered', label: 'Marcar como Entregue' }],
    ['delivered', true, 'delivery', undefined, null],
    ['confirmed', true, 'delivery', undefined, null],
    ['pending', true, 'admin', undefined, { to: 'confirmed', label: 'Confirmar' }],
    ['pending', false, 'admin', 'orders', { to: 'confirmed', label: 'Confirmar' }],
    ['awaiting_payment', false, 'admin', 'orders', { to: 'confirmed', label: 'Confirmar Pagamento' }],
    ['awaiting_payment', true, 'staff', 'orders', { to: 'confirmed', label: 'Confirmar Pagamento' }],
    ['awaiting_payment', true, 'kitchen', 'orders', null],
    ['confirmed', true, 'admin', undefined, null],
    ['confirmed', true, 'admin', 'kitchen', { to: 'preparing', label: 'Aceitar Pedido' }],
    // an admin on the courier board names the courier too; a courier takes it himself
    ['ready', true, 'admin', 'delivery', { to: 'delivering', label: 'Saiu para Entrega', needsCourier: true }],
    ['ready', false, 'admin', 'delivery', null],
    ['delivering', true, 'admin', 'delivery', { to: 'delivered', label: 'Marcar como Entregue' }],
    ['pending', true, 'customer', undefined, null],
    ['pending', true, 'staff', 'orders', null],
    ['cancelled', true, 'staff', 'kitchen', null],
  ])('%s (delivery: %s) for %s on %s', (status, isDelivery, role, board, expected) => {
    expect(nextActionFor({ status, is_delivery: isDelivery }, role, board)).toEqual(expected);
  });

  it('only offers what canTransition allows', () => {
    for (const role of ['admin', 'staff', 'kitchen', 'delivery', 'customer'] as const)
      for (const board of ['orders', 'kitchen', 'delivery'] as const)
        for (const status of WIRE_STATUSES)
          for (const [, order] of KINDS) {
            const action = nextActionFor({ status, ...order }, role, board);
            if (action) expect(canTransition(role, status, action.to, order)).toBe(true);
          }
  });
});

describe('undoActionFor', () => {
  it.each<[WireStatus, Role, NextAction | null]>([
    ['preparing', 'kitchen', { to: 'confirmed', label: 'Desfazer' }],
    ['ready', 'staff', { to: 'preparing', label: 'Desfazer' }],
    ['ready', 'admin', { to: 'preparing', label: 'Desfazer' }],
    ['preparing', 'delivery', null],
    ['ready', 'customer', null],
    ['confirmed', 'kitchen', null],
    ['delivering', 'admin', null],
    ['delivered', 'staff', null],
  ])('%s for %s', (status, role, expected) => {
    expect(undoActionFor(status, role)).toEqual(expected);
  });
});

describe('cancel reasons and the customer label', () => {
  it('offers the common reasons', () => {
    expect(CANCEL_REASONS).toEqual([
      'Cliente desistiu',
      'Prato esgotado',
      'Endereço fora da área de entrega',
      'Pagamento não confirmado',
      'Pedido duplicado',
    ]);
    for (const reason of CANCEL_REASONS) expect(reason.length).toBeLessThanOrEqual(200);
  });

  it.each<[WireStatus, boolean, string]>([
    ['ready', false, 'Pronto para Retirada'],
    ['ready', true, 'Pronto'],
    ['pending', false, 'Aguardando Confirmação'],
    ['delivering', true, 'Em Rota'],
    ['delivered', false, 'Entregue'],
    ['cancelled', false, 'Cancelado'],
  ])('%s (delivery: %s) reads %s', (status, isDelivery, text) => {
    expect(customerStatusLabel({ status, is_delivery: isDelivery })).toBe(text);
  });
});
