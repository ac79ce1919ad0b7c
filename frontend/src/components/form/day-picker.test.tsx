import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayPicker } from './day-picker';

describe('DayPicker', () => {
  it('shows the day at once, then takes typing once the calendar has arrived', async () => {
    const onChange = vi.fn();
    render(<DayPicker aria-label="Data" value="2026-03-05" onChange={onChange} />);
    // before the calendar's code: the same day, in Portuguese order, not editable
    const field = screen.getByLabelText('Data');
    expect(field).toHaveValue('05/03/2026');
    expect(field).toHaveAttribute('readonly');

    // the calendar's code is a dynamic import: transformed on first use here, over a second on a busy machine
    await waitFor(() => expect(screen.getByLabelText('Data')).not.toHaveAttribute('readonly'));
    const calendar = screen.getByLabelText('Data');
    expect(calendar).toHaveValue('05/03/2026');
    await userEvent.clear(calendar);
    await userEvent.type(calendar, '10/03/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-10');
  });
});
