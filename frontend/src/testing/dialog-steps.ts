import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { FakeApi } from '@/components/order-board/testing/board-test-utils';
import { writes } from './crud-page';

// What a person does with the back-office dialogs.

/** Clicks the button named `name` once it shows, and answers the dialog it opens (showing `title`, when given). */
export async function openDialog(name: string | RegExp, title?: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  if (title !== undefined) expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

/** Clicks 'Salvar' in the dialog. */
export const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

/** Nothing is sent while the dialog asks; its `button` then confirms. */
export async function confirmWith(api: FakeApi, dialog: HTMLElement, button: string): Promise<void> {
  expect(writes(api)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}

/** Saving the dialog shows each of `messages` (the first awaited) and sends nothing. */
export async function expectNoSave(api: FakeApi, dialog: HTMLElement, ...messages: string[]): Promise<void> {
  await save(dialog);
  const [first, ...others] = messages;
  expect(await within(dialog).findByText(first!)).toBeInTheDocument();
  for (const message of others) expect(within(dialog).getByText(message)).toBeInTheDocument();
  expect(writes(api)).toHaveLength(0);
}

/** The field shows `from`; it is cleared and `to` typed in. */
export async function retype(field: HTMLElement, from: string, to: string): Promise<void> {
  expect(field).toHaveValue(from);
  await userEvent.clear(field);
  await userEvent.type(field, to);
}
