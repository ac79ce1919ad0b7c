import { describe, expect, it } from 'vitest';
import { navGroupsFor } from './nav-config';

const titlesAndLabels = (role: string, user_type: string | null = null) =>
  navGroupsFor({ role, user_type }).map((g) => [g.title, g.items.map((i) => i.label)]);

describe('navGroupsFor (SPEC section 2 "Sidebar layout")', () => {
  it('shows a guest no groups', () => {
    expect(navGroupsFor(null)).toEqual([]);
  });

  it("shows a guest 'Área do Cliente' once this device placed an order (DECISIONS 10.9)", () => {
    const groups = navGroupsFor(null, { deviceOrders: true }).map((g) => [g.title, g.items.map((i) => i.label)]);
    expect(groups).toEqual([['Área do Cliente', ['Fazer Pedido', 'Meus Pedidos']]]);
  });

  it("shows staff 'Pedidos Cozinha', 'Caixa', 'Lista de Compras' and 'Sobras do Dia', a courier only 'Entregas'", () => {
    expect(titlesAndLabels('staff')).toEqual([['Fluxo', ['Pedidos Cozinha', 'Caixa', 'Lista de Compras', 'Sobras do Dia']]]);
    expect(titlesAndLabels('kitchen')).toEqual([['Fluxo', ['Pedidos Cozinha', 'Lista de Compras', 'Sobras do Dia']]]);
    expect(titlesAndLabels('delivery')).toEqual([['Fluxo', ['Entregas']]]);
    expect(titlesAndLabels('customer', 'entregador')).toEqual([['Fluxo', ['Entregas']]]);
  });

  it("shows a customer 'Área do Cliente'", () => {
    expect(titlesAndLabels('customer')).toEqual([['Área do Cliente', ['Fazer Pedido', 'Meus Pedidos']]]);
  });

  it('shows the admin every group and link', () => {
    const groups = titlesAndLabels('admin');
    expect(groups.map(([title]) => title)).toEqual(['Área do Cliente', 'Fluxo', 'Gestão']);
    expect(groups[1]![1]).toEqual(['Pedidos', 'Pedidos Cozinha', 'Entregas', 'Caixa', 'Lista de Compras', 'Sobras do Dia']);
    expect(groups[2]![1]).toHaveLength(17);
    expect(groups[2]![1]).toContain('Insumos');
    expect(groups[2]![1]).toEqual(expect.arrayContaining(['Clientes', 'Divulgar Cardápio', 'Pacotes', 'Créditos']));
  });
});
