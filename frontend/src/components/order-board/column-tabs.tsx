import Segmented from 'antd/es/segmented';
import type { OrderDto } from '@quentinha/shared/api/types';
import { columnKey, type BoardColumn } from '@quentinha/shared/orders/transitions';

export interface ColumnTabsProps {
  columns: readonly BoardColumn[];
  /** the orders of each column, by columnKey (groupByColumn) */
  orders: Readonly<Record<string, readonly OrderDto[]>>;
  /** the columnKey shown */
  value: string;
  onChange: (key: string) => void;
}

/** A phone shows a board one column at a time: a tab per column, titled with its count. */
export function ColumnTabs({ columns, orders, value, onChange }: ColumnTabsProps) {
  return (
    <Segmented
      className="board-tabs"
      aria-label="Colunas"
      block
      value={value}
      onChange={(v) => onChange(String(v))}
      options={columns.map((c) => ({
        value: columnKey(c),
        label: `${c.title} (${orders[columnKey(c)]?.length ?? 0})`,
      }))}
    />
  );
}
