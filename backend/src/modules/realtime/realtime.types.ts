import type { ClientToServerEvents, ServerToClientEvents } from '@quentinha/shared/realtime/events';
import type { Server, Socket } from 'socket.io';
import type { DomainEventMap } from '../../common/events/domain-events.js';
import type { SocketIdentity } from './socket-identity.service.js';

export { RESYNC, type ResyncPayload } from '@quentinha/shared/realtime/events';

/**
 * What one instance tells the others through the Redis adapter (serverSideEmit): a catalogue
 * change drops their in-memory menu at once, not when its TTL runs out.
 */
export interface PeerEvents {
  'peer:catalog.updated': (payload: DomainEventMap['catalog.updated']) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, PeerEvents, SocketIdentity>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, PeerEvents, SocketIdentity>;
