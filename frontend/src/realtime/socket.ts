import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@quentinha/shared/realtime/events';
import { recoverSession } from '@/api/client';
import { onSessionChange } from '@/api/session-events';
import { assetOrigin } from '@/config/env';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

function connect(auth: Record<string, string>): AppSocket {
  const options: Partial<ManagerOptions & SocketOptions> = {
    path: '/socket.io',
    withCredentials: true,
    auth,
    // a server without realtime just means polling: retry calmly, never throw
    reconnectionDelay: 2000,
    reconnectionDelayMax: 30000,
  };
  const socket: AppSocket = assetOrigin ? io(assetOrigin, options) : io(options);
  socket.on('connect_error', () => {
    /* the screens fall back to polling while disconnected */
  });
  return socket;
}

// the server closes a signed-in socket when the person's sessions end (disabled, new password or
// role): socket.io will not reconnect by itself, and the cookie is dead, so it is a 401
const SESSION_RECOVERY_GAP_MS = 10_000;
let lastRecovery = 0;

function connectShared(): AppSocket {
  const socket = connect({});
  socket.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    // a renewed session that is refused again is not retried in a loop
    if (Date.now() - lastRecovery < SESSION_RECOVERY_GAP_MS) return;
    lastRecovery = Date.now();
    void recoverSession().then((renewed) => {
      if (renewed && (holders > 0 || pinned)) socket.connect();
    });
  });
  return socket;
}

let shared: AppSocket | null = null;
let holders = 0;
// set once someone takes the socket without releasing it: it then stays open for the tab
let pinned = false;

/** The shared cookie-authenticated socket, kept open for the rest of the tab's life. */
export function getSocket(): AppSocket {
  shared ??= connectShared();
  pinned = true;
  if (!shared.active) shared.connect();
  return shared;
}

/**
 * The tab's one socket (DECISIONS section 6). Signed-in screens (my orders, the boards) share
 * the cookie-authenticated connection; it is closed when the last of them leaves, so a guest
 * browsing the menu holds no connection. With a tracking token, a guest follows one order.
 */
export function acquireSocket(trackingToken?: string): AppSocket {
  if (trackingToken) return acquireTrackingSocket(trackingToken);
  shared ??= connectShared();
  holders += 1;
  // reopened after every screen had left: same object, same listeners
  if (!shared.active) shared.connect();
  return shared;
}

export function releaseSocket(trackingToken?: string): void {
  if (trackingToken) return releaseTrackingSocket(trackingToken);
  holders = Math.max(0, holders - 1);
  if (holders === 0 && !pinned) shared?.disconnect();
}

// a new session means new rooms: re-handshake, keeping the same object and its listeners
onSessionChange(() => {
  if (shared && (holders > 0 || pinned)) shared.disconnect().connect();
});

// one socket per followed order, closed when the last screen following it goes away
const tracking = new Map<string, { socket: AppSocket; holders: number }>();

function acquireTrackingSocket(trackingToken: string): AppSocket {
  const entry = tracking.get(trackingToken) ?? { socket: connect({ trackingToken }), holders: 0 };
  entry.holders += 1;
  if (!entry.socket.active) entry.socket.connect();
  tracking.set(trackingToken, entry);
  return entry.socket;
}

function releaseTrackingSocket(trackingToken: string): void {
  const entry = tracking.get(trackingToken);
  if (!entry) return;
  entry.holders -= 1;
  if (entry.holders <= 0) {
    entry.socket.disconnect();
    tracking.delete(trackingToken);
  }
}
