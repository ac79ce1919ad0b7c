import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSoundChoice, saveSoundChoice, SOUND_EVENT } from './sound-choice';
import { SoundGate } from './sound-gate';
import { useOrderAlarm } from './use-order-alarm';

const KEY = 'quentinha:test-wall-sound';

/**
 * An AudioContext under the browser's autoplay policy: 'allowed' starts running (a display started
 * with --autoplay-policy=no-user-gesture-required), 'blocked' stays suspended until a gesture.
 */
class PolicyAudioContext {
  static policy: 'allowed' | 'blocked' = 'blocked';
  static waiting: Array<() => void> = [];
  /** a person touches the page: every resume asked for goes through */
  static gesture() {
    for (const resolve of PolicyAudioContext.waiting.splice(0)) resolve();
  }
  currentTime = 0;
  destination = {};
  state: AudioContextState = PolicyAudioContext.policy === 'allowed' ? 'running' : 'suspended';
  resume() {
    if (this.state === 'running') return Promise.resolve();
    return new Promise<void>((resolve) =>
      PolicyAudioContext.waiting.push(() => {
        this.state = 'running';
        resolve();
      }),
    );
  }
  suspend() {
    this.state = 'suspended';
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
    return { gain: param, connect: (next: unknown) => next };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0, setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (next: unknown) => next,
      start() {},
      stop() {},
    };
  }
}

let beeps = 0;
const countBeep = (event: Event) => {
  if ((event as CustomEvent).detail === 'beep') beeps += 1;
};

beforeEach(() => {
  beeps = 0;
  PolicyAudioContext.waiting = [];
  vi.stubGlobal('AudioContext', PolicyAudioContext);
  window.addEventListener(SOUND_EVENT, countBeep);
});
afterEach(() => window.removeEventListener(SOUND_EVENT, countBeep));

function Wall({ ringing = false }: { ringing?: boolean }) {
  const alarm = useOrderAlarm(ringing, KEY);
  return (
    <>
      <p>{alarm.enabled ? 'Som ativado' : 'Sem som'}</p>
      <SoundGate alarm={alarm} />
    </>
  );
}

describe('the wall remembers its sound across a reload (DECISIONS 10.9)', () => {
  it('a tap that turned sound on is kept; after a reload where the browser allows it, a waiting order rings with no tap', async () => {
    const first = renderHook(() => useOrderAlarm(false, KEY));
    await act(async () => {
      first.result.current.enable();
      PolicyAudioContext.gesture();
    });
    expect(first.result.current.enabled).toBe(true);
    expect(readSoundChoice(KEY)).toBe('on');
    first.unmount();

    PolicyAudioContext.policy = 'allowed';
    beeps = 0;
    render(<Wall ringing />);
    expect(screen.getByText('Som ativado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ativar o som' })).not.toBeInTheDocument();
    expect(beeps).toBeGreaterThan(0);
  });

  it('where the browser still blocks it, the gate says plainly that a tap is needed, and the tap turns it on', async () => {
    saveSoundChoice(KEY, 'on');
    PolicyAudioContext.policy = 'blocked';
    render(<Wall ringing />);
    const gate = screen.getByRole('dialog', { name: 'Ativar o som' });
    expect(gate).toHaveTextContent('Toque para ativar o som');
    expect(gate).toHaveTextContent('O navegador bloqueou o som ao recarregar a página');
    expect(beeps).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: /Toque para ativar o som/ }));
    await act(async () => PolicyAudioContext.gesture());
    expect(screen.getByText('Som ativado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ativar o som' })).not.toBeInTheDocument();
    expect(beeps).toBeGreaterThan(0);
  });

  it("'Continuar sem som' is kept too: the next load asks nothing and stays silent", async () => {
    PolicyAudioContext.policy = 'allowed';
    const first = render(<Wall ringing />);
    expect(screen.getByRole('dialog', { name: 'Ativar o som' })).toHaveTextContent('Novos pedidos, mudanças e cancelamentos tocam um aviso');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar sem som' }));
    expect(readSoundChoice(KEY)).toBe('off');
    first.unmount();

    render(<Wall ringing />);
    expect(screen.queryByRole('dialog', { name: 'Ativar o som' })).not.toBeInTheDocument();
    expect(screen.getByText('Sem som')).toBeInTheDocument();
    expect(beeps).toBe(0);
  });
});
