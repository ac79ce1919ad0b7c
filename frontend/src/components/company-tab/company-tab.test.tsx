import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { describe, expect, it } from 'vitest';
import type { CompanyTabOptionDto } from '@quentinha/shared/companies/types';
import { makeOrder } from '@/components/order-board/testing/order-fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { CompanyTabFields } from './company-tab-fields';
import { CompanyTabNote, companyTabText } from './company-tab-note';

// what GET /api/companies/tab-options sends (the server lists active members only)
const horizonte: CompanyTabOptionDto = {
  id: 'co-1',
  name: 'Construtora Horizonte',
  status: 'active',
  credit_limit: 1500,
  available: 50,
  members: [{ id: 'm-1', name: 'João Pedreiro', whatsapp: '11911112222' }],
};
const blocked: CompanyTabOptionDto = { ...horizonte, id: 'co-2', name: 'Padaria Sol', status: 'blocked', members: [] };

function OrderForm({ refusal = null }: { refusal?: string | null }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="vertical">
      <Form.Item name="customer_name" label="Nome do cliente">
        <Input />
      </Form.Item>
      <Form.Item name="whatsapp" label="WhatsApp">
        <Input />
      </Form.Item>
      <CompanyTabFields open refusal={refusal} />
    </Form>
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const option = (text: string) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

describe("'Conta da Empresa' in 'Adicionar Pedido'", () => {
  it("picks the company, shows what is left of its limit, and the member fills the order's name and WhatsApp", async () => {
    mockApi({ 'GET /companies/tab-options': { body: [horizonte, blocked] } });
    renderWithProviders(<OrderForm />);
    await user().click(screen.getByRole('combobox', { name: 'Empresa' }));
    // a blocked company cannot take orders
    expect((await option('Padaria Sol (bloqueada)')).closest('.ant-select-item')).toHaveClass(
      'ant-select-item-option-disabled',
    );
    await user().click(await option('Construtora Horizonte'));
    expect(await screen.findByTestId('company-available')).toHaveTextContent('Disponível: R$ 50,00 de R$ 1.500,00');

    await user().click(screen.getByRole('combobox', { name: 'Funcionário' }));
    await user().click(await option('João Pedreiro · (11) 91111-2222'));
    await waitFor(() => expect(screen.getByLabelText('Nome do cliente')).toHaveValue('João Pedreiro'));
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('11911112222');
  });

  it("shows the server's refusal in the dialog", async () => {
    mockApi({ 'GET /companies/tab-options': { body: [horizonte] } });
    renderWithProviders(<OrderForm refusal="Pedido acima do limite da empresa: disponível R$ 50,00." />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pedido acima do limite da empresa: disponível R$ 50,00.',
    );
  });
});

describe("a tab order's cards, ticket and labels", () => {
  it("say 'Conta Empresa — não cobrar' with the company's name", () => {
    const order = makeOrder({
      payment_method: 'company_tab',
      company: { id: 'co-1', name: 'Construtora Horizonte', member_id: 'm-1', member_name: 'João Pedreiro' },
    });
    expect(companyTabText(order)).toBe('Conta Empresa — não cobrar · Construtora Horizonte');
    renderWithProviders(<CompanyTabNote order={order} />);
    const note = screen.getByTestId('company-tab-note');
    expect(within(note).getByText('Conta Empresa — não cobrar')).toBeInTheDocument();
    expect(within(note).getByText('· Construtora Horizonte')).toBeInTheDocument();
  });

  it('say nothing on any other order', () => {
    expect(companyTabText(makeOrder({ payment_method: 'cash' }))).toBeNull();
  });
});
