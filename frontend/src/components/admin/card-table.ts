import type { ColumnsType } from 'antd/es/table';
import type { TdHTMLAttributes } from 'react';
import './card-table.css';

/**
 * The class that turns an antd Table into one card per row on a phone (card-table.css): no
 * sideways scrolling to reach a row's switch or buttons. The rows stay a table for everyone else.
 */
export const CARD_TABLE = 'card-table';

/** Each cell carries its column's title, which the phone's card shows beside the value. */
export function cardColumns<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((column) => ({
    ...column,
    onCell: (record: T, index?: number) =>
      ({
        ...column.onCell?.(record, index),
        'data-label': typeof column.title === 'string' ? column.title : '',
      }) as TdHTMLAttributes<HTMLElement>,
  }));
}
