import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { FakeApi } from '@/components/order-board/testing/board-test-utils';
import { expectOnlyWrite } from './crud-page';

// What a person sees in the back-office tables.

/** The table row that shows `text`. */
export const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** The page shows `heading` and a table with these column headers. */
export function expectTable(heading: string, headers: string[]): void {
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  for (const header of headers) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
}

/** The table row that shows `text` shows each of `cells` too. */
export function expectRow(text: string, ...cells: string[]): void {
  for (const cell of cells) expect(within(row(text)).getByText(cell)).toBeInTheDocument();
}

/** `toast` shows, the row with the cell `cell` goes, and the one write sent was a DELETE of `path`. */
export async function expectRowDeleted(api: FakeApi, path: string, cell: string, toast: string): Promise<void> {
  expect(await screen.findByText(toast)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('cell', { name: cell })).toBeNull());
  expectOnlyWrite(api, 'DELETE', path);
}
