import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { api, ApiError, setUnauthorizedHandler } from './client';

const SESSION_EXPIRED = { statusCode: 401, error: 'Unauthorized', message: 'Sessão expirada. Faça login novamente.' };
const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' };

/** The renewal of an expired session, and what each of its outcomes does to the request that needed it. */
describe('a request whose session expired', () => {
  const signedOut = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    signedOut.mockReset();
    setUnauthorizedHandler(signedOut);
  });
  afterEach(() => vi.unstubAllGlobals());

  const rejection = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);

  it('is sent again once the session is renewed', async () => {
    let renewed = false;
    const server = mockApi({
      'POST /auth/refresh': () => ((renewed = true), { body: { user: { id: 'u1' } } }),
      'POST /orders': () => (renewed ? { status: 201, body: { data: { id: 'o1' } } } : { status: 401, body: SESSION_EXPIRED }),
    });
    expect(await api.post('/orders', { items: [] })).toEqual({ data: { id: 'o1' } });
    expect(server.callsTo('POST', '/orders')).toHaveLength(2);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('keeps the person signed in when the renewal meets an outage (503), and says so', async () => {
    const server = mockApi({ 'GET /auth/me': { status: 401, body: SESSION_EXPIRED }, 'POST /auth/refresh': { status: 503, body: UNAVAILABLE } });
    const error = await rejection(api.get('/auth/me'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: UNAVAILABLE.message });
    expect(signedOut).not.toHaveBeenCalled();
    // not re-sent as a guest either: the cookies are still there for the next try
    expect(server.callsTo('GET', '/auth/me')).toHaveLength(1);
  });

  it('keeps the person signed in when the renewal finds no network', async () => {
    const server = mockApi({ 'GET /auth/me': { status: 401, body: SESSION_EXPIRED } });
    const answer = server.fetchMock.getMockImplementation()!;
    server.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    expect(await rejection(api.get('/auth/me'))).toMatchObject({ status: 0 });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('is never re-sent as a guest when it writes and the session is over: the caller gets the 401', async () => {
    let sent = 0;
    const server = mockApi({
      // sent again, it would go in: the server cleared the cookies, so as a guest's order
      'POST /orders': () => (sent++ === 0 ? { status: 401, body: SESSION_EXPIRED } : { status: 201, body: { data: { id: 'o-guest' } } }),
      'POST /auth/refresh': { status: 401, body: SESSION_EXPIRED },
    });
    const error = await rejection(api.post('/orders', { items: [] }));
    expect(error).toMatchObject({ status: 401, message: SESSION_EXPIRED.message });
    expect(server.callsTo('POST', '/orders')).toHaveLength(1);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('is read again as a guest when the session is over: the menu keeps working', async () => {
    let ended = false;
    mockApi({
      'GET /products': () => (ended ? { body: { products: [] } } : { status: 401, body: SESSION_EXPIRED }),
      'POST /auth/refresh': () => ((ended = true), { status: 401, body: SESSION_EXPIRED }),
    });
    expect(await api.get('/products')).toEqual({ products: [] });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
