import type { ReactNode } from 'react';
import type { OrderDto } from '@quentinha/shared/api/types';
import { STATUS_META, type StatusColor } from '@quentinha/shared/orders/status';
import { columnKey, type BoardColumn as StatusColumn } from '@quentinha/shared/orders/transitions';

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
      <div className="board-column__body">
        {count === 0 ? <div className="board-column__empty">{empty}</div> : children}
      </div>
    </section>
  );
}

const NO_ORDERS: OrderDto[] = [];

export interface StatusColumnsProps {
  /** the board's columns, in order, from the shared transitions table */
  columns: readonly StatusColumn[];
  /** the orders of each column, by columnKey (groupByColumn) */
  orders: Readonly<Record<string, OrderDto[]>>;
  /** names the headings: 'kitchen' gives 'kitchen-confirmed-title', 'kitchen-ready-pickup-title' */
  idPrefix: string;
  empty: ReactNode | ((column: StatusColumn) => ReactNode);
  /** the column's body: its cards (or its cards in groups) */
  children: (orders: OrderDto[], column: StatusColumn) => ReactNode;
}

/** One column a status, titled and counted as every board shows them. */
export function StatusColumns({ columns, orders, idPrefix, empty, children }: StatusColumnsProps) {
  return columns.map((c) => {
    const key = columnKey(c);
    const list = orders[key] ?? NO_ORDERS;
    return (
      <BoardColumn
        key={key}
        id={`${idPrefix}-${key}`}
        title={c.title}
        count={list.length}
        color={STATUS_META[c.interfaceStatus].color}
        empty={typeof empty === 'function' ? empty(c) : empty}
      >
        {children(list, c)}
      </BoardColumn>
    );
  });
}
