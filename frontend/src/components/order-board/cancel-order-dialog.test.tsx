import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '@/testing/render';
import { CANCEL_REASON_MAX, CANCEL_TITLE, CancelOrderDialog, chosenReason } from './cancel-order-dialog';

const REASONS = ['Cliente desistiu', 'Prato esgotado'];

describe('CancelOrderDialog', () => {
  it('needs a reason from the shop: a common one, or one typed (at most 200 characters)', async () => {
    const onConfirm = vi.fn();
    render(
      <CancelOrderDialog open subject="Pedido #abc123 de Maria" reasons={REASONS} requireReason onConfirm={onConfirm} onClose={() => {}} />,
    );
    const dialog = await findDialog(CANCEL_TITLE);
    expect(within(dialog).getByText('Pedido #abc123 de Maria')).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'Cancelar Pedido' });
    expect(ok).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro motivo' }));
    const text = within(dialog).getByRole('textbox', { name: 'Descreva o motivo' });
    expect(text).toHaveAttribute('maxlength', String(CANCEL_REASON_MAX));
    expect(ok).toBeDisabled(); // 'Outro motivo' with nothing typed is no reason
    fireEvent.change(text, { target: { value: '  Endereço fora da área ' } });
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenLastCalledWith('Endereço fora da área');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Prato esgotado' }));
    await userEvent.click(ok);
    expect(onConfirm).toHaveBeenLastCalledWith('Prato esgotado');
  });

  it('lets a customer cancel without saying why', async () => {
    const onConfirm = vi.fn();
    render(<CancelOrderDialog open subject="Pedido #abc123" reasons={REASONS} onConfirm={onConfirm} onClose={() => {}} />);
    const dialog = await findDialog(CANCEL_TITLE);
    expect(within(dialog).getByText('Qual o motivo? (opcional)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Pedido' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('turns the choice into the reason sent', () => {
    expect(chosenReason(null, '')).toBeUndefined();
    expect(chosenReason('Prato esgotado', 'ignored')).toBe('Prato esgotado');
    expect(chosenReason('__other__', '   ')).toBeUndefined();
    expect(chosenReason('__other__', 'x'.repeat(250))).toHaveLength(CANCEL_REASON_MAX);
  });
});
