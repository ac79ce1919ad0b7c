import { useEffect, useState } from 'react';

type WakeLockSentinelLike = { released: boolean; release: () => Promise<void> };
type WakeLockLike = { request: (type: 'screen') => Promise<WakeLockSentinelLike> };

function wakeLockApi(): WakeLockLike | null {
  const nav = typeof navigator === 'undefined' ? null : (navigator as Navigator & { wakeLock?: WakeLockLike });
  return nav?.wakeLock ?? null;
}

/**
 * Keeps the screen on while `active` (Screen Wake Lock API). The browser drops the lock whenever
 * the tab is hidden, so it is asked for again each time the tab comes back. Answers whether the
 * screen is being kept on now.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        sentinel = await api.request('screen');
        if (stopped) void sentinel.release();
        else setHeld(true);
      } catch {
        // refused (battery saver, no permission): the board still works, the screen may sleep
        setHeld(false);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
      else setHeld(false);
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
      setHeld(false);
    };
  }, [active]);
  return held;
}
