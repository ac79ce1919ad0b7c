import { screen, waitFor } from '@testing-library/react';
import { memo, Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDto, WireStatus } from '@quentinha/shared/api/types';
import { ORDER_UPDATED } from '@quentinha/shared/realtime/events';
import { sameCardProps } from '@/components/order-board/order-card-parts';
import { renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { bump, makeItem, makeOrder, makeUser } from '@/components/order-board/testing/order-fixtures';
import type { KitchenCardProps } from './kitchen-card';
import KitchenOrdersPage from './kitchen-orders-page';
import { PRODUCTION_STORAGE_KEY } from './production-panel';

// every render of a card, by order id: the page's memo rule decides which cards render again
const cardRenders = new Map<string, number>();
vi.mock('./kitchen-card', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./kitchen-card')>();
  const Counted = memo(function Counted(props: KitchenCardProps) {
    cardRenders.set(props.order.id, (cardRenders.get(props.order.id) ?? 0) + 1);
    return <actual.KitchenCard {...props} />;
  }, sameCardProps<KitchenCardProps>);
  return { ...actual, KitchenCard: Counted };
});

// Measures (never fails on) the time React spends applying one order.updated to a board of
// 300 active orders (DECISIONS section 7: figures are printed, not enforced), and checks that
// the event renders only the card it touched.
const N = 300;
const statuses: WireStatus[] = ['confirmed', 'preparing', 'ready'];

function bigBoard(): OrderDto[] {
  return Array.from({ length: N }, (_, i) =>
    makeOrder({
      status: statuses[i % 3],
      created_at: new Date(Date.now() - (N - i) * 20_000).toISOString(),
      items: [makeItem(), makeItem({ product_name: 'Suco de Laranja', category: 'bebida', chosen_dishes: [] })],
      notes: i % 5 === 0 ? 'Sem cebola' : null,
    }),
  );
}

// The kitchen shows today's orders (São Paulo); 300 orders spread over the last 100 minutes would
// straddle midnight when the suite runs after 22:20 there, so the clock is set to lunchtime.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-24T15:30:00Z'));
});
afterEach(() => vi.unstubAllGlobals());

describe('board with 300 active orders', () => {
  it('applies one order.updated (React Profiler actualDuration)', async () => {
    const orders = bigBoard();
    stubApi(() => orders);
    // with the 'Produção' panel open, as a wall at lunch runs it
    localStorage.setItem(PRODUCTION_STORAGE_KEY, 'true');
    const commits: { phase: string; ms: number }[] = [];
    const onRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) => commits.push({ phase, ms: actualDuration });
    const { socket } = renderBoard(
      <Profiler id="kitchen" onRender={onRender}>
        <KitchenOrdersPage />
      </Profiler>,
      { user: makeUser({ role: 'staff' }) },
    );
    await screen.findByText(`${N} pedidos ativos`);
    expect(screen.getByRole('region', { name: 'Produção' })).toBeInTheDocument();
    const mountMs = commits.reduce((max, c) => Math.max(max, c.ms), 0);

    const samples: number[] = [];
    for (let k = 0; k < 5; k++) {
      commits.length = 0;
      cardRenders.clear();
      const target = orders[3 * k]!; // a confirmed order
      const moved = bump(target, { status: 'preparing' });
      orders[3 * k] = moved;
      socket.serverEmit(ORDER_UPDATED, moved);
      await waitFor(() => expect(commits.length).toBeGreaterThan(0));
      samples.push(commits.reduce((sum, c) => sum + c.ms, 0));
      // only the moved card rendered again: the other 299 were left alone
      expect([...cardRenders.keys()]).toEqual([moved.id]);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    console.info(
      `[perf] kitchen board, ${N} orders, 'Produção' open: first render ${mountMs.toFixed(1)} ms; ` +
        `one order.updated: median ${median.toFixed(1)} ms (samples ${samples.map((s) => s.toFixed(1)).join(', ')} ms)`,
    );
    expect(screen.getByText(`${N} pedidos ativos`)).toBeInTheDocument();
  }, 60_000);
});
