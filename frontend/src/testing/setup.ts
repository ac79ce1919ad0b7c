import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { staticMediaQueryList } from './viewport';

// Testing Library gives findBy*/waitFor 1 s by default: a speed, not a behaviour. On a busy machine
// one render of a board takes seconds in jsdom, and a 'Confirmar' that arrives after 1.2 s is no
// bug. Every wait gets the same generous bound instead (below the test's own, so a failure still
// prints the DOM); a test that waits for nothing finishes as fast as before.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these; antd (responsive observers, Drawer, Select) needs them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => staticMediaQueryList(query, false),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom rejects
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => realGetComputedStyle(elt);

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
