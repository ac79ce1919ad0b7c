import { vi } from 'vitest';

/** Makes width media queries answer as a desktop (1440 px) or a phone (390 px) would. */
export function setViewport(kind: 'desktop' | 'phone'): void {
  const width = kind === 'desktop' ? 1440 : 390;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
