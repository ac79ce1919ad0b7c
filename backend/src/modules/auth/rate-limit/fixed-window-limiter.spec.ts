import { FixedWindowLimiter } from './fixed-window-limiter.js';

describe('FixedWindowLimiter', () => {
  let clock: number;
  let sut: FixedWindowLimiter;
  beforeEach(() => {
    clock = 1_000_000;
    sut = new FixedWindowLimiter(3, 60_000, () => clock);
  });

  it('allows up to the limit in one window, then refuses', () => {
    expect([1, 2, 3].map(() => sut.hit('a').allowed)).toEqual([true, true, true]);
    expect(sut.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts each key on its own', () => {
    for (let i = 0; i < 4; i++) sut.hit('a');
    expect(sut.hit('b').allowed).toBe(true);
  });

  it('starts afresh when the window ends and says how long to wait', () => {
    for (let i = 0; i < 4; i++) sut.hit('a');
    clock += 45_500;
    expect(sut.hit('a').retryAfterSeconds).toBe(15);
    clock += 15_000;
    expect(sut.hit('a').allowed).toBe(true);
  });

  it('forgets finished windows so memory does not grow with one-off addresses', () => {
    for (let i = 0; i < 100; i++) sut.hit(`ip-${i}`);
    clock += 60_001;
    sut.hit('late');
    expect(sut.size).toBe(1);
  });
});
