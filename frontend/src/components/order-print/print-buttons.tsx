import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import type { OrderDto } from '@quentinha/shared/api/types';
import { printLabels, printTicket } from './print-order';

/** The label papers, for the buttons and for the management card's menu. */
export const LABEL_PAPER_ITEMS: NonNullable<MenuProps['items']> = [
  { key: 'labels:80mm', label: 'Etiquetas (80 mm)' },
  { key: 'labels:a4', label: 'Etiquetas (A4)' },
];

/** Handles the print keys of a card menu ('print', 'labels:80mm', 'labels:a4'); false for others. */
export function handlePrintKey(key: string, order: OrderDto): boolean {
  if (key === 'print') printTicket(order);
  else if (key === 'labels:80mm') printLabels(order, '80mm');
  else if (key === 'labels:a4') printLabels(order, 'a4');
  else return false;
  return true;
}

/** 'Imprimir' (kitchen ticket) and 'Etiquetas' (one label per box) on a kitchen card. */
export function PrintButtons({ order }: { order: OrderDto }) {
  return (
    <div className="board-card__print">
      <Button size="small" icon={<PrinterOutlined aria-hidden />} onClick={() => printTicket(order)}>
        Imprimir
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{ items: LABEL_PAPER_ITEMS, onClick: ({ key }) => handlePrintKey(key, order) }}
      >
        <Button size="small" icon={<TagsOutlined aria-hidden />}>
          Etiquetas
        </Button>
      </Dropdown>
    </div>
  );
}
