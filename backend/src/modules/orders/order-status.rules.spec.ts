import type { Role, WireStatus } from '@quentinha/shared/api/types';
import { DomainError } from '../../common/errors/domain-error.js';
import { decideStatusChange, readStatus, type StatusSnapshot } from './order-status.rules.js';

const actor = (role: Role, id = `${role}-1`) => ({ id, role, name: `Pessoa ${role}`, email: `${id}@teste.com.br` });
const order = (status: WireStatus, over: Partial<StatusSnapshot> = {}): StatusSnapshot => ({
  status,
  is_delivery: true,
  delivery_user_id: null,
  payment_status: 'pending',
  ...over,
});
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return { code: (e as DomainError).code, message: (e as DomainError).message };
  }
  return null;
};

describe('decideStatusChange', () => {
  it('keeps couriers off pickup orders (handed over at the counter)', () => {
    expect(refusal(() => decideStatusChange(actor('delivery'), order('ready', { is_delivery: false }), 'delivering'))).toEqual({
      code: 'CONFLICT',
      message: 'Este pedido é para retirada no local: não sai para entrega.',
    });
    // the kitchen may still hand it over
    expect(decideStatusChange(actor('staff'), order('ready', { is_delivery: false }), 'delivering').patch.status).toBe('delivering');
  });

  it('assigns the collecting courier and logs it as a collection', () => {
    const sut = decideStatusChange(actor('delivery'), order('ready'), 'delivering');
    expect(sut).toEqual({
      eventKind: 'collected',
      patch: {
        status: 'delivering',
        delivery_user_id: 'delivery-1',
        delivery_user_email: 'delivery-1@teste.com.br',
        delivery_user_name: 'Pessoa delivery',
      },
    });
  });

  it('tells the second courier the order was already collected', () => {
    expect(
      refusal(() =>
        decideStatusChange(actor('delivery', 'c2'), order('delivering', { delivery_user_id: 'c1' }), 'delivering'),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: 'Este pedido já foi coletado por outro entregador.',
    });
  });

  it('lets only the collecting courier deliver, and delivery marks a pending payment as paid', () => {
    expect(
      refusal(() =>
        decideStatusChange(actor('delivery', 'c2'), order('delivering', { delivery_user_id: 'c1' }), 'delivered'),
      )?.code,
    ).toBe('FORBIDDEN');
    const sut = decideStatusChange(
      actor('delivery', 'c1'),
      order('delivering', { delivery_user_id: 'c1' }),
      'delivered',
    );
    expect(sut.patch).toEqual({ status: 'delivered', payment_status: 'paid' });
    expect(
      decideStatusChange(actor('admin'), order('ready', { payment_status: 'refunded' }), 'delivered').patch
        .payment_status,
    ).toBeUndefined();
  });

  it('frees the courier when the admin moves an order back before collection', () => {
    const sut = decideStatusChange(actor('admin'), order('delivering', { delivery_user_id: 'c1' }), 'ready');
    expect(sut.patch).toEqual({
      status: 'ready',
      delivery_user_id: null,
      delivery_user_email: null,
      delivery_user_name: null,
    });
  });

  it('answers 403 for a step the role never takes and 409 for a wrong starting status', () => {
    expect(refusal(() => decideStatusChange(actor('kitchen'), order('pending'), 'confirmed'))?.code).toBe('FORBIDDEN');
    expect(refusal(() => decideStatusChange(actor('kitchen'), order('pending'), 'preparing'))).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível mudar o pedido de Aguardando Confirmação para Em Produção.',
    });
    expect(refusal(() => decideStatusChange(actor('customer'), order('pending'), 'cancelled'))?.code).toBe('FORBIDDEN');
  });
});

describe('readStatus', () => {
  it('reads wire and Portuguese values and refuses anything else', () => {
    expect(readStatus('em_rota')).toBe('delivering');
    expect(readStatus(' Confirmed ')).toBe('confirmed');
    expect(readStatus('aguardando_pagamento')).toBe('awaiting_payment');
    expect(() => readStatus('voando')).toThrow('Status inválido: "voando"');
  });
});
