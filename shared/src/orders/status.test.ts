import { describe, expect, it } from 'vitest';
import { itAnswers } from '../testing/answers.js';
import {
  EDITABLE_INTERFACE_STATUSES,
  INTERFACE_STATUSES,
  isInterfaceStatus,
  isSaleStatus,
  isWireStatus,
  STATUS_META,
  statusLabel,
  toInterfaceStatus,
  toWireStatus,
  WIRE_STATUSES,
} from './status.js';

describe('STATUS_META (SPEC section 4)', () => {
  it.each([
    ['aguardando_pagamento', 'Aguardando Pagamento', undefined, 'default'],
    ['pendente', 'Aguardando Confirmação', 'Pendente', 'gold'],
    ['confirmado', 'Confirmado', undefined, 'blue'],
    ['preparando', 'Em Produção', 'Preparando', 'purple'],
    ['pronto', 'Pronto', undefined, 'green'],
    ['em_rota', 'Em Rota', undefined, 'orange'],
    ['entregue', 'Entregue', undefined, 'default'],
    ['cancelado', 'Cancelado', undefined, 'red'],
  ] as const)('%s', (status, label, altLabel, color) => {
    expect(STATUS_META[status]).toEqual(altLabel ? { label, altLabel, color } : { label, color });
  });

  it('gives every status one label and round-trips between wire and screen names', () => {
    expect(Object.keys(STATUS_META)).toEqual([...INTERFACE_STATUSES]);
    expect(new Set(INTERFACE_STATUSES.map((st) => STATUS_META[st].label)).size).toBe(INTERFACE_STATUSES.length);
    for (const wire of WIRE_STATUSES) expect(toWireStatus(toInterfaceStatus(wire))).toBe(wire);
  });
});

describe('toInterfaceStatus', () => {
  itAnswers(toInterfaceStatus, [
    ['pending', 'pendente'],
    ['pendente', 'pendente'],
    ['aguardando_pagamento', 'aguardando_pagamento'],
    ['awaiting_payment', 'aguardando_pagamento'],
    ['confirmed', 'confirmado'],
    ['preparing', 'preparando'],
    ['ready', 'pronto'],
    ['out_for_delivery', 'em_rota'],
    ['delivering', 'em_rota'],
    ['entregando', 'em_rota'],
    ['delivered', 'entregue'],
    ['cancelled', 'cancelado'],
    ['CONFIRMED', 'confirmado'],
    ['whatever', 'pendente'],
    [null, 'pendente'],
    [{ current: 'ready' }, 'pronto'],
    [{ current: { current: 'delivered' } }, 'entregue'],
    [{ current: 7 }, 'pendente'],
  ]);
});

describe('toWireStatus', () => {
  itAnswers(toWireStatus, [
    ['aguardando_pagamento', 'awaiting_payment'],
    ['pendente', 'pending'],
    ['confirmado', 'confirmed'],
    ['preparando', 'preparing'],
    ['pronto', 'ready'],
    ['em_rota', 'delivering'],
    ['entregue', 'delivered'],
    ['cancelado', 'cancelled'],
    ['entregando', 'delivering'],
    ['out_for_delivery', 'delivering'],
    ['desconhecido', 'pending'],
    ...WIRE_STATUSES.map((s): [string, string] => [s, s]),
  ]);

  it('round-trips every interface status', () => {
    for (const s of INTERFACE_STATUSES) expect(toInterfaceStatus(toWireStatus(s))).toBe(s);
  });
});

describe('guards and lookups', () => {
  itAnswers(isWireStatus, [
    ['pending', true],
    ['delivering', true],
    ['pendente', false],
    ['out_for_delivery', false],
    [3, false],
  ]);

  it('recognises interface statuses', () => {
    expect(isInterfaceStatus('em_rota')).toBe(true);
    expect(isInterfaceStatus('delivering')).toBe(false);
  });

  it('labels any value, nested or unknown', () => {
    expect(statusLabel('preparing')).toBe('Em Produção');
    expect(statusLabel({ current: 'cancelled' })).toBe('Cancelado');
    expect(statusLabel('??')).toBe('Aguardando Confirmação');
  });

  it('leaves aguardando_pagamento out of the edit form', () => {
    expect(EDITABLE_INTERFACE_STATUSES).toEqual(INTERFACE_STATUSES.filter((s) => s !== 'aguardando_pagamento'));
  });

  itAnswers(isSaleStatus, [
    ['confirmado', true],
    ['preparing', true],
    ['pronto', true],
    ['em_rota', true],
    ['delivered', true],
    ['pendente', false],
    ['aguardando_pagamento', false],
    ['cancelled', false],
    ['??', false],
  ]);
});
