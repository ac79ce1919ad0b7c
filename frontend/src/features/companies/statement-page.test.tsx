import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { publicStatement } from './fixtures';
import StatementPage from './statement-page';

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/extrato/:token" element={<StatementPage />} />
    </Routes>,
    { route: path },
  );

describe('the public statement page', () => {
  it("shows the company, its CNPJ, the period's orders with who ordered and what, and the total", async () => {
    const api = mockApi({ 'GET /statements/tok-123': { body: publicStatement } });
    renderAt('/extrato/tok-123');
    expect(await screen.findByRole('heading', { name: 'Construtora Horizonte' })).toBeInTheDocument();
    expect(screen.getByText('CNPJ 11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('Fatura de 01/10/2026 a 25/10/2026')).toBeInTheDocument();
    expect(screen.getByText('04/11/2026')).toBeInTheDocument();
    const figures = screen.getByLabelText('Resumo da fatura');
    expect(within(within(figures).getByText('Total a pagar').parentElement!).getByText('R$ 51,00')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('João Pedreiro')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('#d94820')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 x Quentinha Fitness G')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 x Suco 300 ml')).toBeInTheDocument();
    // no session is asked for: the page is public
    expect(api.calls.every((c) => !c.path.startsWith('/companies'))).toBe(true);
  });

  it('says so when the link is wrong', async () => {
    mockApi({});
    renderAt('/extrato/nope');
    expect(await screen.findByText('Fatura não encontrada')).toBeInTheDocument();
  });
});
