import { describe, expect, it, vi } from 'vitest';
import { isOfflineShellPath, registerWhenOnBoard, SW_URL } from './register-sw';

/** A stand-in for navigator.serviceWorker and the window around it. */
function fakes(path: string, controlled = false) {
  const swListeners: Record<string, () => void> = {};
  const winListeners: Record<string, () => void> = {};
  const registration = { update: vi.fn(async () => undefined) };
  const sw = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: (type: string, fn: () => void) => (swListeners[type] = fn),
  };
  const navigation = new EventTarget();
  const win = {
    location: { pathname: path, reload: vi.fn() },
    document: { readyState: 'complete' },
    navigation,
    setInterval: vi.fn(),
    addEventListener: (type: string, fn: () => void) => (winListeners[type] = fn),
    removeEventListener: vi.fn(),
  };
  registerWhenOnBoard({ serviceWorker: sw } as unknown as Navigator, win as unknown as Window);
  return { sw, win, swListeners, navigation };
}

describe('service worker registration', () => {
  it('knows the boards that must open without signal', () => {
    expect(isOfflineShellPath('/entregas')).toBe(true);
    expect(isOfflineShellPath('/pedidos-cozinha')).toBe(true);
    expect(isOfflineShellPath('/home')).toBe(false);
    expect(isOfflineShellPath('/entregasx')).toBe(false);
  });

  it('registers on a board, at the root scope', () => {
    const { sw } = fakes('/entregas');
    expect(sw.register).toHaveBeenCalledWith(SW_URL, { scope: '/' });
  });

  it("leaves a guest's storefront alone until the app navigates to a board", () => {
    const { sw, win, navigation } = fakes('/home');
    expect(sw.register).not.toHaveBeenCalled();
    win.location.pathname = '/pedidos-cozinha';
    navigation.dispatchEvent(new Event('currententrychange'));
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(sw.register).toHaveBeenCalledTimes(1);
  });

  it('keeps a page a worker already runs registered (updates), and reloads it when a new build takes over', () => {
    const { sw, win, swListeners } = fakes('/home', true);
    expect(sw.register).toHaveBeenCalledTimes(1);
    swListeners.controllerchange!();
    swListeners.controllerchange!();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a first visit when the new worker claims it', () => {
    const { win, swListeners } = fakes('/entregas');
    swListeners.controllerchange!();
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
