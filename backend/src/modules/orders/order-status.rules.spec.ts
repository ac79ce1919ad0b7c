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
    expect(
      refusal(() => decideStatusChange(actor('delivery'), order('ready', { is_delivery: false }), 'delivering')),
    ).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Este pedido é para retirada no local: não sai para entrega.',
    });
    // nor does the kitchen: a pickup order is handed over at the counter (DECISIONS 9.1)
    expect(
      refusal(() => decideStatusChange(actor('staff'), order('ready', { is_delivery: false }), 'delivering')),
    ).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Este pedido é para retirada no local: não sai para entrega.',
    });
    expect(decideStatusChange(actor('kitchen'), order('ready', { is_delivery: false }), 'delivered').patch).toEqual({
      status: 'delivered',
      payment_status: 'paid',
    });
  });

  it('makes the team name an active courier when dispatching a delivery order', () => {
    const joao = { id: 'c9', name: 'João', email: 'joao@teste.com.br' };
    expect(refusal(() => decideStatusChange(actor('staff'), order('ready'), 'delivering'))).toEqual({
      code: 'VALIDATION',
      message: 'Escolha o entregador que vai levar este pedido.',
    });
    expect(
      refusal(() => decideStatusChange(actor('kitchen'), order('ready'), 'delivering', { courier: 'unknown' })),
    ).toEqual({
      code: 'VALIDATION',
      message: 'O entregador escolhido não existe ou não está ativo.',
    });
    expect(decideStatusChange(actor('kitchen'), order('ready'), 'delivering', { courier: joao })).toEqual({
      eventKind: 'status',
      reason: null,
      patch: {
        status: 'delivering',
        delivery_user_id: 'c9',
        delivery_user_email: 'joao@teste.com.br',
        delivery_user_name: 'João',
      },
    });
    // the admin delivering an order nobody carried names the courier too
    expect(refusal(() => decideStatusChange(actor('admin'), order('ready'), 'delivered'))?.code).toBe('VALIDATION');
    expect(
      decideStatusChange(actor('admin'), order('delivering', { delivery_user_id: 'c1' }), 'delivered').patch,
    ).toEqual({
      status: 'delivered',
      payment_status: 'paid',
    });
  });

  it('keeps a courier from collecting for someone else', () => {
    expect(
      refusal(() => decideStatusChange(actor('delivery', 'c1'), order('ready'), 'delivering', { courierId: 'c2' })),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Um entregador só pode coletar pedidos para si mesmo.',
    });
    expect(
      decideStatusChange(actor('delivery', 'c1'), order('ready'), 'delivering', { courierId: 'c1' }).patch
        .delivery_user_id,
    ).toBe('c1');
  });

  it('keeps the cancel reason on the order and the change, and clears it when the admin reopens', () => {
    const sut = decideStatusChange(actor('staff'), order('preparing'), 'cancelled', { reason: '  Prato esgotado ' });
    expect(sut).toEqual({
      eventKind: 'status',
      reason: 'Prato esgotado',
      patch: { status: 'cancelled', cancel_reason: 'Prato esgotado' },
    });
    expect(
      decideStatusChange(actor('customer'), order('pending'), 'cancelled', { reason: '' }).patch.cancel_reason,
    ).toBeNull();
    expect(decideStatusChange(actor('admin'), order('cancelled'), 'pending').patch).toEqual({
      status: 'pending',
      cancel_reason: null,
    });
    // a reason sent with another status is not kept
    expect(decideStatusChange(actor('staff'), order('confirmed'), 'preparing', { reason: 'x' })).toMatchObject({
      reason: null,
      patch: { status: 'preparing' },
    });
  });

  it('assigns the collecting courier and logs it as a collection', () => {
    const sut = decideStatusChange(actor('delivery'), order('ready'), 'delivering');
    expect(sut).toEqual({
      eventKind: 'collected',
      reason: null,
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
      decideStatusChange(
        actor('admin'),
        order('ready', { payment_status: 'refunded', is_delivery: false }),
        'delivered',
      ).patch.payment_status,
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
    expect(refusal(() => decideStatusChange(actor('kitchen'), order('pending'), 'awaiting_payment'))?.code).toBe(
      'FORBIDDEN',
    );
    expect(refusal(() => decideStatusChange(actor('customer'), order('pending'), 'confirmed'))?.code).toBe('FORBIDDEN');
    expect(refusal(() => decideStatusChange(actor('kitchen'), order('pending'), 'preparing'))).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Não é possível mudar o pedido de Aguardando Confirmação para Em Produção.',
    });
    expect(refusal(() => decideStatusChange(actor('customer'), order('confirmed'), 'cancelled'))).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'Este pedido já foi confirmado pela loja. Para cancelar, fale com a loja pelo WhatsApp.',
    });
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
