import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '@quentinha/shared/api/types';
import { AVAILABILITY_UPDATED } from '@quentinha/shared/realtime/events';
import { queryKeys } from '@/api/query-keys';
import { useAvailabilitySync } from '@/realtime/use-availability-sync';
import { SocketContext, type LiveSocket } from '@/realtime/socket-context';
import { drink } from '@/testing/fixtures';
import { testQueryClient } from '@/testing/render';
import { ProductCard } from './product-card';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const card = (image_url: string | null) =>
  render(<ProductCard product={drink({ image_url })} onBuild={vi.fn()} onAdd={vi.fn()} />);

describe('ProductCard picture', () => {
  it('lets the browser pick the card or the full width of an upload, lazily', () => {
    card(`/uploads/${ID}.webp`);
    const img = screen.getByRole('img', { name: 'Coca-Cola Lata' });
    expect(img.getAttribute('src')).toMatch(new RegExp(`/uploads/${ID}-card\\.webp$`));
    expect(img.getAttribute('srcset')).toMatch(new RegExp(`-card\\.webp 480w, .*/uploads/${ID}\\.webp 1200w$`));
    expect(img.getAttribute('sizes')).toMatch(/^\(max-width: 639px\) 104px/);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows an older upload as it is, without widths to pick from', () => {
    card(`/uploads/${ID}.png`);
    const img = screen.getByRole('img', { name: 'Coca-Cola Lata' });
    expect(img.getAttribute('src')).toMatch(new RegExp(`/uploads/${ID}\\.png$`));
    expect(img).not.toHaveAttribute('srcset');
  });
});

describe('ProductCard stock (DECISIONS 10.10)', () => {
  it("shows a sold-out drink as 'Esgotado' and does not add it", async () => {
    const onAdd = vi.fn();
    render(<ProductCard product={drink({ stock: 0, sold_out: true })} onBuild={vi.fn()} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Coca-Cola Lata esgotado' });
    expect(button).toHaveTextContent('Esgotado');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar Coca-Cola Lata' })).not.toBeInTheDocument();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("turns 'Esgotado' live when the last units sell, and back when stock returns", async () => {
    type Listener = (payload: unknown) => void;
    const listeners = new Map<string, Listener>();
    const socket: LiveSocket = { connected: true, on: (e, l) => listeners.set(e, l), off: (e) => listeners.delete(e) };
    const qc = testQueryClient();
    qc.setQueryData<ProductDto[]>(queryKeys.products.active, [drink({ stock: 2, sold_out: false })]);
    function Shelf() {
      useAvailabilitySync(true);
      const products = useQuery({ queryKey: queryKeys.products.active, queryFn: () => [] as ProductDto[], staleTime: Infinity });
      return <>{products.data?.map((p) => <ProductCard key={p.id} product={p} onBuild={vi.fn()} onAdd={vi.fn()} />)}</>;
    }
    render(
      <QueryClientProvider client={qc}>
        <SocketContext.Provider value={socket}>
          <Shelf />
        </SocketContext.Provider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Adicionar Coca-Cola Lata' })).toBeEnabled();
    act(() => listeners.get(AVAILABILITY_UPDATED)?.({ kind: 'stock', stock: { 'p-coca': 0 }, sold_out: ['p-coca'] }));
    expect(await screen.findByRole('button', { name: 'Coca-Cola Lata esgotado' })).toBeDisabled();
    act(() => listeners.get(AVAILABILITY_UPDATED)?.({ kind: 'stock', stock: { 'p-coca': 4 }, sold_out: [] }));
    expect(await screen.findByRole('button', { name: 'Adicionar Coca-Cola Lata' })).toBeEnabled();
  });
});
