// Sign-in and sign-out change the cookie the socket authenticates with. The realtime module
// listens here instead of being imported by auth, so socket.io stays out of the first load.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionChange(): void {
  for (const l of listeners) l();
}
