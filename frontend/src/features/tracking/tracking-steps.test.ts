import { describe, expect, it } from 'vitest';
import { trackingView } from './tracking-steps';

describe('tracking steps', () => {
  it('names the third step by delivery type', () => {
    expect(trackingView('pendente', true).steps.map((s) => s.title)).toEqual(['Recebido', 'Em Produção', 'Saiu para entrega', 'Entregue']);
    expect(trackingView('pendente', false).steps[2]!.title).toBe('Pronto para retirada');
  });

  it('places each status on its step', () => {
    expect(trackingView('confirmado', true).current).toBe(1);
    expect(trackingView('preparando', true).current).toBe(1);
    expect(trackingView('pronto', true).current).toBe(1);
    expect(trackingView('pronto', false).current).toBe(2);
    expect(trackingView('em_rota', true).current).toBe(2);
    expect(trackingView('entregue', true).current).toBe(4);
  });

  it('marks cancelled orders', () => {
    expect(trackingView('cancelado', true).cancelled).toBe(true);
    expect(trackingView('entregue', true).cancelled).toBe(false);
  });
});
