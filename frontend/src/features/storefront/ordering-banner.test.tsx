import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import OrderingBanner from './ordering-banner';

describe('ordering banner', () => {
  it("a paused shop says the owner's note once, and when it is back in the title (issue 24)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:00:00Z')); // 12:00 in Sao Paulo
    const state = { open: false, paused: true, message: 'Cozinha lotada, voltamos já', next_open_at: '2026-11-24T15:30:00.000Z' };
    render(<OrderingBanner state={state} hours={undefined} scheduling={undefined} />);
    const banner = screen.getByRole('status');
    expect(screen.getByText('Pedidos pausados até 12h30')).toBeInTheDocument();
    expect(banner).toHaveTextContent('Cozinha lotada, voltamos já.');
    expect(banner.textContent!.match(/voltamos/gi)).toHaveLength(1);
    expect(banner.textContent!.match(/Cozinha lotada/g)).toHaveLength(1);
  });

  it("a closed shop says when it opens under 'Fechado agora'", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z')); // 23:00 in Sao Paulo
    const state = { open: false, paused: false, message: null, next_open_at: '2026-11-24T13:30:00.000Z' };
    render(<OrderingBanner state={state} hours={undefined} scheduling={undefined} />);
    expect(screen.getByText('Fechado agora')).toBeInTheDocument();
    expect(screen.getByText('Estamos fechados no momento. Abrimos amanhã às 10h30.')).toBeInTheDocument();
  });
});
