import { useSyncExternalStore } from 'react';

function mql(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Live answer to a CSS media query (layout switch, system colour scheme, reduced motion). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mql(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => mql(query)?.matches ?? false,
    () => false,
  );
}

/** antd's md breakpoint: the sidebar is fixed from here up, a drawer below. */
export const MD_UP = '(min-width: 768px)';
