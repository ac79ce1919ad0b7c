import type { ReactNode } from 'react';

/** Friendly empty/failed state without antd Empty's illustration (keeps the first load small). */
export function EmptyState({ icon = '🍽️', text, children }: { icon?: string; text: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden>
        {icon}
      </span>
      <p>{text}</p>
      {children}
    </div>
  );
}

/** Placeholder cards while the menu loads. */
export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-card" aria-hidden>
          <div className="skeleton-block" style={{ width: 104, height: 104, flex: 'none' }} />
          <div style={{ flex: 1, display: 'grid', gap: 8, alignContent: 'start' }}>
            <div className="skeleton-block" style={{ height: 18, width: '70%' }} />
            <div className="skeleton-block" style={{ height: 14 }} />
            <div className="skeleton-block" style={{ height: 14, width: '50%' }} />
          </div>
        </div>
      ))}
    </>
  );
}
