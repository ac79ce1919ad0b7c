import { createContext } from 'react';

/** What the live screens need from a socket; the app's socket.io Socket fits, and so does a test fake. */
export interface LiveSocket {
  readonly connected: boolean;
  // loose on purpose: socket.io's typed on/off and a test fake both fit
  on(event: string, listener: (...args: any[]) => void): unknown;
  off(event: string, listener: (...args: any[]) => void): unknown;
}

/** Component tests provide a fake here; the app leaves it empty and shares the tab's socket. */
export const SocketContext = createContext<LiveSocket | null>(null);
