import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Fragile({ error = new Error('Falha ao montar o gráfico') }: { error?: unknown }) {
  if (shouldThrow) throw error;
  return <p>Tudo certo</p>;
}

describe('error boundary', () => {
  it('shows the area, the message, collapsible details and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary area="Análise de Pedidos">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Falha em Análise de Pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Falha ao montar o gráfico')).toBeInTheDocument();
    const summary = screen.getByText('Detalhes técnicos');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Voltar para Home' })).toHaveAttribute('href', '/home');

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Tudo certo')).toBeInTheDocument();
  });

  it("falls back to 'Algo deu errado' and 'Erro inesperado' without an area or message", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    renderWithProviders(
      <ErrorBoundary>
        <Fragile error={new Error('')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText('Erro inesperado')).toBeInTheDocument();
  });

  it('leaves the rest of the page working when one part fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    function Page() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>Cliques: {n}</button>
          <ErrorBoundary area="Gráfico">
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Cliques: 0' }));
    expect(screen.getByRole('button', { name: 'Cliques: 1' })).toBeInTheDocument();
    expect(screen.getByText('Falha em Gráfico')).toBeInTheDocument();
  });
});
