import type { ClientToServerEvents, ServerToClientEvents } from '@quentinha/shared/realtime/events';
import type { Server, Socket } from 'socket.io';
import type { SocketIdentity } from './socket-identity.service.js';

export { RESYNC, type ResyncPayload } from '@quentinha/shared/realtime/events';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketIdentity>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<never, never>, SocketIdentity>;
