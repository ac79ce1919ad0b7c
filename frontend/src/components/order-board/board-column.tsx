import type { ReactNode } from 'react';
import type { StatusColor } from '@quentinha/shared/orders/status';

export interface BoardColumnProps {
  title: string;
  count: number;
  color: StatusColor;
  /** what an empty column says */
  empty: ReactNode;
  children: ReactNode;
  /** id for the heading, so the list can name its region */
  id: string;
}

/** A titled column with its count; the colour comes from the shared status table. */
export function BoardColumn({ title, count, color, empty, children, id }: BoardColumnProps) {
  return (
    <section className={`board-column board-column--${color}`} aria-labelledby={`${id}-title`}>
      <header className="board-column__header">
        <h2 id={`${id}-title`} className="board-column__title">
          {title}
        </h2>
        <span className="board-column__count">{count}</span>
      </header>
      <div className="board-column__body">{count === 0 ? <div className="board-column__empty">{empty}</div> : children}</div>
    </section>
  );
}
