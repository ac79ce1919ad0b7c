import { createContext } from 'react';
import { getSocket } from '@/realtime/socket';

/** What the boards need from a socket; the app's socket.io Socket fits, and so does a test fake. */
export interface BoardSocket {
  readonly connected: boolean;
  // loose on purpose: socket.io's typed on/off and a test fake both fit
  on(event: string, listener: (...args: any[]) => void): unknown;
  off(event: string, listener: (...args: any[]) => void): unknown;
}

/** Tests provide a fake; the app borrows the tab's shared socket (realtime/socket). */
export const BoardSocketContext = createContext<BoardSocket | null>(null);

/** The tab's shared socket (realtime/socket); the one line to touch if that module changes. */
export function appSocket(): BoardSocket {
  return getSocket() as unknown as BoardSocket;
}
