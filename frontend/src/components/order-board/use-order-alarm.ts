import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { canPlaySound, createAudioContext, playBeep, playCancelTone, playChangedTone } from './beep';
import { readSoundChoice, saveSoundChoice, type SoundChoice } from './sound-choice';

export const ALARM_INTERVAL_MS = 2500;

export interface OrderAlarm {
  /** the browser lets us play sound (a person tapped 'Ativar som', or it resumed after a reload) */
  enabled: boolean;
  supported: boolean;
  /** what this screen's person chose last time (kept in this browser), null before any choice */
  choice: SoundChoice | null;
  enable: () => void;
  disable: () => void;
  /** 'Continuar sem som': remembered, so a reload does not ask again */
  skip: () => void;
  /** one distinct sound for a cancelled order (only once sound is enabled) */
  cancelled: () => void;
  /** another distinct sound for an order whose lines or notes changed */
  changed: () => void;
}

/**
 * Rings every 2.5 s while `ringing` is true and sound is enabled. Sound needs one tap per page
 * load (autoplay policy), so `enable` must run inside a click handler. With `storageKey`, the
 * choice is kept in this browser and a reload with sound on tries to resume it without a tap:
 * browsers that allow it (a display started with --autoplay-policy=no-user-gesture-required, or a
 * site the person uses a lot) ring again at once; the others leave it to the gate to ask.
 */
export function useOrderAlarm(ringing: boolean, storageKey?: string): OrderAlarm {
  const ctxRef = useRef<AudioContext | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [choice, setChoice] = useState<SoundChoice | null>(() => (storageKey ? readSoundChoice(storageKey) : null));
  const enabledRef = useRef(false);
  enabledRef.current = enabled;

  const remember = useCallback(
    (next: SoundChoice) => {
      setChoice(next);
      if (storageKey) saveSoundChoice(storageKey, next);
    },
    [storageKey],
  );

  const enable = useCallback(() => {
    ctxRef.current ??= createAudioContext();
    const ctx = ctxRef.current;
    if (!ctx) return;
    remember('on');
    void ctx.resume().then(() => {
      setEnabled(true);
      playBeep(ctx); // immediate feedback that sound works
    });
  }, [remember]);

  const disable = useCallback(() => {
    setEnabled(false);
    remember('off');
    void ctxRef.current?.suspend();
  }, [remember]);

  const skip = useCallback(() => remember('off'), [remember]);

  // before the first paint, so a screen whose sound resumes never flashes the gate
  useLayoutEffect(() => {
    if (!storageKey || readSoundChoice(storageKey) !== 'on') return;
    ctxRef.current ??= createAudioContext();
    const ctx = ctxRef.current;
    if (!ctx) return;
    if (ctx.state === 'running') {
      setEnabled(true);
      return;
    }
    // blocked for now: the gate asks for the tap; a browser that lets it start later still does
    let live = true;
    void ctx.resume().then(() => {
      if (live && ctx.state === 'running') setEnabled(true);
    });
    return () => {
      live = false;
    };
  }, [storageKey]);

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

  useEffect(
    () => () => {
      void ctxRef.current?.close();
      // a remount (React's development double mount) makes a new one instead of a closed one
      ctxRef.current = null;
    },
    [],
  );

  return { enabled, supported: canPlaySound(), choice, enable, disable, skip, cancelled, changed };
}
