import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import OpeningHoursPage from './opening-hours-page';

const PUBLIC = {
  business_name: 'Quentinha',
  tagline: '',
  whatsapp_number: '11999990000',
  banner_url: null,
  hours: { hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '10:30', close: '14:30' })), closed_dates: ['2026-12-25'] },
  scheduling: { slot_minutes: 15, slot_capacity: 10, kitchen_lead_minutes: 30 },
};

function setup() {
  const api = mockApi({
    'GET /settings/public': { body: PUBLIC },
    'PUT /settings/hours': { body: {} },
    'PUT /settings/scheduling': { body: {} },
  });
  renderWithProviders(<OpeningHoursPage />);
  return api;
}

const day = (name: string) => screen.getByRole('listitem', { name });

describe("'Horário de Funcionamento'", () => {
  it('shows the week from Monday, a day without hours closed, and saves what the owner set, then the slots', async () => {
    const api = setup();
    expect(await screen.findByText('25/12/2026')).toBeInTheDocument();
    const names = screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual(['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo']);
    expect(within(day('Sábado')).getByText('Fechado')).toBeInTheDocument();

    // Saturday opens too (with the default interval); Christmas stays closed
    await userEvent.click(within(day('Sábado')).getByRole('switch', { name: 'Sábado aberto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Horários' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/hours')).toHaveLength(1));
    expect(api.callsTo('PUT', '/settings/hours')[0]!.body).toEqual({
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '10:30', close: '14:30' })).concat([{ weekday: 6, open: '11:00', close: '14:30' }]),
      closed_dates: ['2026-12-25'],
    });
    expect(await screen.findByText('Horários salvos!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar Agendamento' }));
    await waitFor(() => expect(api.callsTo('PUT', '/settings/scheduling')).toHaveLength(1));
    expect(api.callsTo('PUT', '/settings/scheduling')[0]!.body).toEqual(PUBLIC.scheduling);
    expect(await screen.findByText('Agendamento salvo!')).toBeInTheDocument();
  });

  it('says in Portuguese what is wrong and sends nothing: Monday closes before it opens', async () => {
    const api = setup();
    await screen.findByText('25/12/2026');
    await userEvent.click(within(day('Segunda-feira')).getByRole('combobox', { name: 'Segunda-feira: abre' }));
    await userEvent.click((await screen.findAllByTitle('15:00')).at(-1)!);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Horários' }));
    expect(within(day('Segunda-feira')).getByRole('alert')).toHaveTextContent('Horário de fechamento deve ser depois da abertura');
    expect(screen.getByText('Segunda-feira: Horário de fechamento deve ser depois da abertura')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/settings/hours')).toHaveLength(0);
  });
});
