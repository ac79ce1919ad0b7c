import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderBoard, stubApi, type FakeApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';

// The back-office CRUD pages' tests (products, dishes, neighbourhoods, expenses): one fake API,
// one admin, the same dialogs.

type OnWrite = (method: string, url: string, body: unknown) => [number, unknown];

/**
 * The render of a CRUD page's tests, for an admin: every GET whose URL has `path` answers the
 * rows `list()` gives (as `answer` wraps them), every write goes to `onWrite`.
 */
export function crudPageSetup<T>(page: ReactElement, path: string, answer: (rows: T[]) => unknown = (rows) => rows) {
  return (list: () => T[], onWrite?: OnWrite) => {
    const api = stubApi(
      () => [],
      onWrite,
      (url) => (url.includes(path) ? answer(list()) : []),
    );
    const { client } = renderBoard(page, { user: makeUser() });
    return { api, client };
  };
}

/** The calls that are not GETs. */
export const writes = (api: FakeApi) => api.calls.filter((c) => c.method !== 'GET');

/** The rows `before` until the page deletes one, `after` since: [list, onWrite] for the setup. */
export function listUntilDelete<T>(before: T[], after: T[]): [() => T[], OnWrite] {
  let list = before;
  const onWrite: OnWrite = () => {
    list = after;
    // the stub cannot build a body-less 204; the page treats any 2xx alike
    return [200, null];
  };
  return [() => list, onWrite];
}

/** The server's refusal as the API answers it. */
export const refusal =
  (statusCode: number, error: string, message: string): OnWrite =>
  () => [statusCode, { statusCode, error, message }];

/** The page sent exactly one write: `method` to a URL that ends in `path`, with `body` (none: undefined). */
export function expectOnlyWrite(api: FakeApi, method: string, path: string, body?: unknown): void {
  expect(writes(api)).toEqual([{ method, url: expect.stringMatching(new RegExp(`${path}$`)), body }]);
}

/** A write handler that answers every write with 200 and `body`. */
export const answering =
  (body: unknown): OnWrite =>
  () => [200, body];
