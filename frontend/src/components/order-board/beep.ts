import { announceSound } from './sound-choice';

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

interface Tone {
  type: OscillatorType;
  frequency: number;
  /** seconds after now */
  start: number;
  /** seconds the sound lasts (the fade ends a little before) */
  length: number;
  attack: number;
  peak: number;
  /** the pitch slides to this share of `frequency` (1: steady) */
  slide?: number;
}

/** One synthesised tone with a quick fade in and out: every alarm below is a few of these. */
function playTone(ctx: AudioContext, { type, frequency, start, length, attack, peak, slide = 1 }: Tone): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  const t = ctx.currentTime + start;
  osc.frequency.setValueAtTime(frequency, t);
  if (slide !== 1) osc.frequency.exponentialRampToValueAtTime(frequency * slide, t + length - 0.05);
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(peak, t + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + length - (length > 0.2 ? 0.03 : 0.02));
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + length);
}

/** Two short tones, loud enough for a kitchen; synthesised, so no audio file to load. */
export function playBeep(ctx: AudioContext): void {
  announceSound('beep');
  for (const [frequency, start] of [[880, 0], [1175, 0.28]] as const) {
    playTone(ctx, { type: 'square', frequency, start, length: 0.25, attack: 0.02, peak: 0.3 });
  }
}

/**
 * An order on the board changed (its lines or notes were edited): two quick chirps on one pitch,
 * neither the rising new-order beep nor the falling cancel tones.
 */
export function playChangedTone(ctx: AudioContext): void {
  announceSound('changed');
  for (const start of [0, 0.16]) {
    playTone(ctx, { type: 'sine', frequency: 988, start, length: 0.12, attack: 0.01, peak: 0.3 });
  }
}

/**
 * A cancelled order: three falling, softer tones (a different shape and direction from the
 * new-order beep), so the kitchen tells the two apart without looking.
 */
export function playCancelTone(ctx: AudioContext): void {
  announceSound('cancelled');
  for (const [frequency, start] of [[660, 0], [494, 0.36], [330, 0.72]] as const) {
    playTone(ctx, { type: 'triangle', frequency, start, length: 0.35, attack: 0.03, peak: 0.35, slide: 0.8 });
  }
}
