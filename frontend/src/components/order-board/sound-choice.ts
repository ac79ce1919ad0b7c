/**
 * What a screen's person chose about sound, kept in this browser so a reload (a wall display
 * restarted, a tab reopened) keeps it (DECISIONS 10.9): 'on' after a tap that enabled it, 'off'
 * after 'Continuar sem som' or turning it off; null when nobody chose yet.
 */
export type SoundChoice = 'on' | 'off';

export function readSoundChoice(key: string): SoundChoice | null {
  try {
    const raw = localStorage.getItem(key);
    return raw === 'on' || raw === 'off' ? raw : null;
  } catch {
    return null;
  }
}

export function saveSoundChoice(key: string, choice: SoundChoice): void {
  try {
    localStorage.setItem(key, choice);
  } catch {
    // private mode or full storage: the choice holds for this visit only
  }
}

/** What the one-tap gate shows: nothing, the first ask, or the plain 'the browser blocked it' ask. */
export type GateState = 'hidden' | 'ask' | 'blocked';

export function gateState(alarm: { supported: boolean; enabled: boolean; choice: SoundChoice | null }, dismissed: boolean): GateState {
  if (!alarm.supported || alarm.enabled || dismissed || alarm.choice === 'off') return 'hidden';
  // sound was on before the reload and the browser would not resume it without a tap
  return alarm.choice === 'on' ? 'blocked' : 'ask';
}

/**
 * Each sound the boards play is also announced as a DOM event, so a browser test can observe the
 * app's sound call without hearing it; nothing in the app listens to it.
 */
export const SOUND_EVENT = 'quentinha:sound';
export type SoundKind = 'beep' | 'changed' | 'cancelled';

export function announceSound(kind: SoundKind): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SOUND_EVENT, { detail: kind }));
}
