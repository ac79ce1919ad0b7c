import type { InterfaceStatus } from '@quentinha/shared/orders/status';

export interface TrackingStep {
  title: string;
  description?: string;
}

export interface TrackingView {
  steps: TrackingStep[];
  /** index of the step in progress; steps.length when all are done */
  current: number;
  cancelled: boolean;
}

/**
 * Recebido -> Em Produção -> Saiu para entrega (or Pronto para retirada) -> Entregue.
 * Kept as data so the page is only layout.
 */
export function trackingView(status: InterfaceStatus, isDelivery: boolean): TrackingView {
  const steps: TrackingStep[] = [
    { title: 'Recebido' },
    { title: 'Em Produção' },
    { title: isDelivery ? 'Saiu para entrega' : 'Pronto para retirada' },
    { title: 'Entregue' },
  ];
  const index: Record<InterfaceStatus, number> = {
    aguardando_pagamento: 0,
    pendente: 0,
    confirmado: 1,
    preparando: 1,
    // ready for pickup is the third step; for delivery it still waits for the courier
    pronto: isDelivery ? 1 : 2,
    em_rota: 2,
    entregue: 4,
    cancelado: 0,
  };
  const descriptions: Partial<Record<InterfaceStatus, [number, string]>> = {
    aguardando_pagamento: [0, 'Aguardando pagamento'],
    pendente: [0, 'Aguardando confirmação da loja'],
    confirmado: [1, 'Pedido confirmado, vai para a cozinha'],
    preparando: [1, 'Sua comida está sendo preparada'],
    pronto: isDelivery ? [1, 'Pronto! Aguardando o entregador'] : [2, 'Pode vir buscar!'],
    em_rota: [2, isDelivery ? 'O entregador está a caminho' : 'Pode vir buscar!'],
  };
  const d = descriptions[status];
  if (d) steps[d[0]] = { ...steps[d[0]]!, description: d[1] };
  return { steps, current: index[status], cancelled: status === 'cancelado' };
}
