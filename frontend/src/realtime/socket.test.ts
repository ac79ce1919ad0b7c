import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
interface FakeSocket {
  active: boolean;
  connected: boolean;
  auth: unknown;
  listeners: Map<string, Listener[]>;
  on(event: string, l: Listener): FakeSocket;
  emit(event: string, ...args: unknown[]): void;
  connect: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
}

const { sockets, recoverSession } = vi.hoisted(() => ({
  sockets: [] as FakeSocket[],
  recoverSession: vi.fn<() => Promise<boolean>>(),
}));

vi.mock('socket.io-client', () => ({
  io: (options: { auth: unknown }) => {
    const socket: FakeSocket = {
      active: true,
      connected: false,
      auth: options.auth,
      listeners: new Map(),
      on(event, l) {
        this.listeners.set(event, [...(this.listeners.get(event) ?? []), l]);
        return this;
      },
      emit(event, ...args) {
        for (const l of this.listeners.get(event) ?? []) l(...args);
      },
      connect: vi.fn(),
      disconnect: vi.fn(),
    };
    sockets.push(socket);
    return socket;
  },
}));
vi.mock('@/api/client', () => ({ recoverSession }));

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the shared socket', () => {
  beforeEach(() => {
    vi.resetModules();
    sockets.length = 0;
    recoverSession.mockReset();
  });

  it('treats a server disconnect as a lost session: renew once, then reconnect', async () => {
    recoverSession.mockResolvedValue(true);
    const { acquireSocket } = await import('./socket');
    acquireSocket();
    const socket = sockets[0]!;
    socket.emit('disconnect', 'transport close');
    expect(recoverSession).not.toHaveBeenCalled();
    socket.emit('disconnect', 'io server disconnect');
    await flush();
    expect(recoverSession).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalled();
  });

  it('stays closed when the session cannot be renewed (the 401 handler has run)', async () => {
    recoverSession.mockResolvedValue(false);
    const { acquireSocket } = await import('./socket');
    acquireSocket();
    sockets[0]!.emit('disconnect', 'io server disconnect');
    await flush();
    expect(recoverSession).toHaveBeenCalledTimes(1);
    expect(sockets[0]!.connect).not.toHaveBeenCalled();
  });

  it('leaves a guest following an order alone', async () => {
    const { acquireSocket } = await import('./socket');
    acquireSocket('token-1');
    sockets[0]!.emit('disconnect', 'io server disconnect');
    await flush();
    expect(recoverSession).not.toHaveBeenCalled();
  });
});
