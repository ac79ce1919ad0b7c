import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's width, kept current as it resizes. nivo's responsive wrappers measure nothing
 * before layout (and 0 in jsdom), so a chart falls back to `fallback` until measured.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width > 0 ? width : fallback;
}
