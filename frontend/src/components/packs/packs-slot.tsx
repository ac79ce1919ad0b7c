import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// the section's code, its dates and its rules stay out of the storefront's first load (< 160 kB)
const PacksSection = lazy(() => import('./packs-section'));

/**
 * Where the storefront's 'Pacotes' goes, at the end of the menu: its code and its offers are
 * asked for once the person scrolls near it (or at once where the browser cannot tell).
 */
export function PacksSlot() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = marker.current;
    if (near || !node) return;
    const watcher = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    watcher.observe(node);
    return () => watcher.disconnect();
  }, [near]);
  if (!near) return <div ref={marker} aria-hidden style={{ height: 1 }} />;
  return (
    <Suspense fallback={null}>
      <PacksSection />
    </Suspense>
  );
}
