import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes (jsdom has none). */
export const staticMediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** Makes width media queries answer as a desktop (1440 px) or a phone (390 px) would. */
export function setViewport(kind: 'desktop' | 'phone'): void {
  const width = kind === 'desktop' ? 1440 : 390;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return staticMediaQueryList(query, min ? width >= Number(min[1]) : false);
  });
}
