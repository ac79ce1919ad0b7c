/** Tells the person whether the screen updates by itself right now. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  return (
    <span className={`live-indicator${connected ? ' live-indicator--on' : ''}`}>
      <span className="live-indicator__dot" aria-hidden />
      {connected ? 'Ao vivo' : 'Atualizando a cada 5 s'}
    </span>
  );
}
