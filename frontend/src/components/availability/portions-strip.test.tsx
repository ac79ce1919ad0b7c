import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dish } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { PortionsStrip } from './portions-strip';

const today = (remaining: Record<string, number | null>) => ({
  id: 'm1',
  date: '2025-01-01',
  active: true,
  dishes: [dish('Frango'), dish('Arroz')],
  remaining,
});

describe('PortionsStrip (DECISIONS 10.10)', () => {
  it("'Liberar' asks the server to give back the cap, not to drop it", async () => {
    const api = mockApi({
      'GET /dailymenus/today': { body: today({ 'd-Frango': 0, 'd-Arroz': null }) },
      'PATCH /dailymenus/m1/portions': { body: { ...today({ 'd-Frango': 3, 'd-Arroz': null }), dishes: ['d-Frango', 'd-Arroz'] } },
    });
    renderWithProviders(<PortionsStrip />);
    await userEvent.click(await screen.findByRole('button', { name: 'Liberar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/dailymenus/m1/portions')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/dailymenus/m1/portions')[0]!.body).toEqual({ dish_id: 'd-Frango', sold_out: false });
    expect(await screen.findByText('restam 3')).toBeInTheDocument();
  });

  it("'Acabou' marks the dish sold out, keeping its cap on the server", async () => {
    const api = mockApi({
      'GET /dailymenus/today': { body: today({ 'd-Frango': 3, 'd-Arroz': null }) },
      'PATCH /dailymenus/m1/portions': { body: { ...today({ 'd-Frango': 0, 'd-Arroz': null }), dishes: ['d-Frango', 'd-Arroz'] } },
    });
    renderWithProviders(<PortionsStrip />);
    await userEvent.click(await screen.findByRole('button', { name: 'Acabou Frango' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Acabou' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/dailymenus/m1/portions')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/dailymenus/m1/portions')[0]!.body).toEqual({ dish_id: 'd-Frango', sold_out: true });
  });
});
