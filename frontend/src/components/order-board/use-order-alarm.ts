import { useCallback, useEffect, useRef, useState } from 'react';
import { canPlaySound, createAudioContext, playBeep, playCancelTone, playChangedTone } from './beep';

export const ALARM_INTERVAL_MS = 2500;

export interface OrderAlarm {
  /** the browser lets us play sound (a person tapped 'Ativar som') */
  enabled: boolean;
  supported: boolean;
  enable: () => void;
  disable: () => void;
  /** one distinct sound for a cancelled order (only once sound is enabled) */
  cancelled: () => void;
  /** another distinct sound for an order whose lines or notes changed */
  changed: () => void;
}

/**
 * Rings every 2.5 s while `ringing` is true and sound is enabled. Sound needs one tap per page
 * load (autoplay policy), so `enable` must run inside a click handler.
 */
export function useOrderAlarm(ringing: boolean): OrderAlarm {
  const ctxRef = useRef<AudioContext | null>(null);
  const [enabled, setEnabled] = useState(false);
  const enabledRef = useRef(false);
  enabledRef.current = enabled;

  const enable = useCallback(() => {
    ctxRef.current ??= createAudioContext();
    const ctx = ctxRef.current;
    if (!ctx) return;
    void ctx.resume().then(() => {
      setEnabled(true);
      playBeep(ctx); // immediate feedback that sound works
    });
  }, []);

  const disable = useCallback(() => {
    setEnabled(false);
    void ctxRef.current?.suspend();
  }, []);

  const cancelled = useCallback(() => {
    const ctx = ctxRef.current;
    if (enabledRef.current && ctx) playCancelTone(ctx);
  }, []);

  const changed = useCallback(() => {
    const ctx = ctxRef.current;
    if (enabledRef.current && ctx) playChangedTone(ctx);
  }, []);

  useEffect(() => {
    const ctx = ctxRef.current;
    if (!ringing || !enabled || !ctx) return;
    playBeep(ctx);
    const id = setInterval(() => playBeep(ctx), ALARM_INTERVAL_MS);
    return () => clearInterval(id);
  }, [ringing, enabled]);

  useEffect(() => () => void ctxRef.current?.close(), []);

  return { enabled, supported: canPlaySound(), enable, disable, cancelled, changed };
}
