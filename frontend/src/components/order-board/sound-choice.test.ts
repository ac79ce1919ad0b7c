import { describe, expect, it } from 'vitest';
import { gateState, readSoundChoice, saveSoundChoice } from './sound-choice';

const KEY = 'quentinha:test-sound';

describe('the sound choice of a screen', () => {
  it('is kept in this browser: on, off, or nothing chosen yet (anything else reads as nothing)', () => {
    expect(readSoundChoice(KEY)).toBeNull();
    saveSoundChoice(KEY, 'on');
    expect(readSoundChoice(KEY)).toBe('on');
    saveSoundChoice(KEY, 'off');
    expect(readSoundChoice(KEY)).toBe('off');
    localStorage.setItem(KEY, 'true');
    expect(readSoundChoice(KEY)).toBeNull();
  });

  it('decides what the gate says: the first ask, the plain "blocked" ask after a reload, or nothing', () => {
    const alarm = { supported: true, enabled: false };
    expect(gateState({ ...alarm, choice: null }, false)).toBe('ask');
    // sound was on before the reload and the browser did not let it resume
    expect(gateState({ ...alarm, choice: 'on' }, false)).toBe('blocked');
    // 'Continuar sem som' is remembered: no gate after a reload
    expect(gateState({ ...alarm, choice: 'off' }, false)).toBe('hidden');
    expect(gateState({ ...alarm, enabled: true, choice: 'on' }, false)).toBe('hidden');
    expect(gateState({ ...alarm, choice: null }, true)).toBe('hidden');
    expect(gateState({ supported: false, enabled: false, choice: null }, false)).toBe('hidden');
  });
});
