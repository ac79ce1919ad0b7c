type AudioContextCtor = typeof AudioContext;

function audioContextCtor(): AudioContextCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export function canPlaySound(): boolean {
  return audioContextCtor() !== null;
}

/** Created on a tap: browsers keep audio muted until a person interacts with the page. */
export function createAudioContext(): AudioContext | null {
  const Ctor = audioContextCtor();
  return Ctor ? new Ctor() : null;
}

/** Two short tones, loud enough for a kitchen; synthesised, so no audio file to load. */
export function playBeep(ctx: AudioContext): void {
  const tone = (frequency: number, start: number) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = frequency;
    const t = ctx.currentTime + start;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.22);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.25);
  };
  tone(880, 0);
  tone(1175, 0.28);
}

/**
 * An order on the board changed (its lines or notes were edited): two quick chirps on one pitch,
 * neither the rising new-order beep nor the falling cancel tones.
 */
export function playChangedTone(ctx: AudioContext): void {
  for (const start of [0, 0.16]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = 988;
    const t = ctx.currentTime + start;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.3, t + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.1);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.12);
  }
}

/**
 * A cancelled order: three falling, softer tones (a different shape and direction from the
 * new-order beep), so the kitchen tells the two apart without looking.
 */
export function playCancelTone(ctx: AudioContext): void {
  const tone = (frequency: number, start: number) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    const t = ctx.currentTime + start;
    osc.frequency.setValueAtTime(frequency, t);
    osc.frequency.exponentialRampToValueAtTime(frequency * 0.8, t + 0.3);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.35, t + 0.03);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.32);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.35);
  };
  tone(660, 0);
  tone(494, 0.36);
  tone(330, 0.72);
}
