import { describe, expect, it } from 'vitest';
import type { Role, WireStatus } from '../api/types.js';
import { WIRE_STATUSES } from './status.js';
import {
  canTransition,
  checkTransition,
  DELIVERY_COLUMNS,
  KITCHEN_COLUMNS,
  nextActionFor,
  transitionError,
} from './transitions.js';

const allowed: Record<Role, string[]> = {
  admin: [], // every change, checked separately
  staff: ['confirmed>preparing', 'preparing>ready', 'ready>delivering'],
  kitchen: ['confirmed>preparing', 'preparing>ready', 'ready>delivering'],
  delivery: ['ready>delivering', 'delivering>delivered'],
  customer: [],
};

describe('canTransition (DECISIONS section 4)', () => {
  it('lets admin make any change but a no-op', () => {
    for (const from of WIRE_STATUSES)
      for (const to of WIRE_STATUSES) expect(canTransition('admin', from, to)).toBe(from !== to);
  });

  it.each(['staff', 'kitchen', 'delivery', 'customer'] as const)('allows exactly the %s steps', (role) => {
    for (const from of WIRE_STATUSES)
      for (const to of WIRE_STATUSES)
        expect(canTransition(role, from, to), `${from}>${to}`).toBe(allowed[role].includes(`${from}>${to}`));
  });
});

describe('transitionError', () => {
  it.each<[Role, WireStatus, WireStatus, string | null]>([
    ['staff', 'ready', 'confirmed', 'Não é possível mudar o pedido de Pronto para Confirmado.'],
    ['kitchen', 'pending', 'preparing', 'Não é possível mudar o pedido de Aguardando Confirmação para Em Produção.'],
    ['delivery', 'confirmed', 'delivering', 'Não é possível mudar o pedido de Confirmado para Em Rota.'],
    ['delivery', 'ready', 'cancelled', 'Não é possível mudar o pedido de Pronto para Cancelado.'],
    ['customer', 'pending', 'cancelled', 'Seu perfil não pode alterar o status deste pedido.'],
    ['customer', 'ready', 'delivered', 'Seu perfil não pode alterar o status deste pedido.'],
    ['admin', 'ready', 'ready', 'O pedido já está com o status Pronto.'],
    ['admin', 'delivered', 'pending', null],
    ['staff', 'confirmed', 'preparing', null],
    ['delivery', 'delivering', 'delivered', null],
  ])('%s %s -> %s', (role, from, to, expected) => {
    expect(transitionError(role, from, to)).toBe(expected);
  });

  it.each<[Role, WireStatus, WireStatus, 'forbidden' | 'invalid']>([
    ['customer', 'pending', 'confirmed', 'forbidden'],
    ['staff', 'ready', 'cancelled', 'forbidden'],
    ['staff', 'pending', 'preparing', 'invalid'],
    ['delivery', 'confirmed', 'delivering', 'invalid'],
    ['admin', 'ready', 'ready', 'invalid'],
  ])('classifies %s %s -> %s as %s', (role, from, to, code) => {
    const check = checkTransition(role, from, to);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.code).toBe(code);
  });
});

describe('board columns', () => {
  it('kitchen: Novo Pedido, Em Produção, Aguardando Entregador', () => {
    expect(KITCHEN_COLUMNS.map((c) => [c.status, c.interfaceStatus, c.title])).toEqual([
      ['confirmed', 'confirmado', 'Novo Pedido'],
      ['preparing', 'preparando', 'Em Produção'],
      ['ready', 'pronto', 'Aguardando Entregador'],
    ]);
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
  it.each<[WireStatus, Role, 'orders' | 'kitchen' | 'delivery' | undefined, { to: WireStatus; label: string } | null]>([
    ['confirmed', 'staff', undefined, { to: 'preparing', label: 'Aceitar Pedido' }],
    ['preparing', 'kitchen', undefined, { to: 'ready', label: 'Marcar como Pronto' }],
    ['ready', 'staff', undefined, { to: 'delivering', label: 'Coletado p/ Entrega' }],
    ['delivering', 'staff', undefined, null],
    ['pending', 'staff', undefined, null],
    ['ready', 'delivery', undefined, { to: 'delivering', label: 'Saiu para Entrega' }],
    ['delivering', 'delivery', undefined, { to: 'delivered', label: 'Marcar como Entregue' }],
    ['delivered', 'delivery', undefined, null],
    ['confirmed', 'delivery', undefined, null],
    ['pending', 'admin', undefined, { to: 'confirmed', label: 'Confirmar' }],
    ['confirmed', 'admin', undefined, null],
    ['confirmed', 'admin', 'kitchen', { to: 'preparing', label: 'Aceitar Pedido' }],
    ['ready', 'admin', 'delivery', { to: 'delivering', label: 'Saiu para Entrega' }],
    ['pending', 'customer', undefined, null],
    ['pending', 'staff', 'orders', null],
  ])('%s for %s on %s', (status, role, board, expected) => {
    expect(nextActionFor(status, role, board)).toEqual(expected);
  });
});
