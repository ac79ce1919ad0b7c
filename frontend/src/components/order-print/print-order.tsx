import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { OrderDto } from '@quentinha/shared/api/types';
import { readOrder } from '@quentinha/shared/orders/order-reader';
import { companyTabText } from '@/components/company-tab/company-tab-note';
import { creditText, paidOnlyWithCredit } from '@/components/packs/paid-with-credit';
import { BoxLabelSheet, KitchenTicket, type LabelPaper } from './print-documents';
import './print.css';

const ROOT_CLASS = 'print-root';
const MARGIN_MM = 4;
const PX_PER_MM = 96 / 25.4;

export type PageSize = { kind: 'a4' } | { kind: 'roll'; pieces: string };

/**
 * Prints with the browser's own dialog (no driver): the document is rendered into a node that
 * only print media shows. A roll of 80 mm paper has no fixed length, so the page is as tall as
 * what it carries (measured before printing; for labels, the tallest label). A wall display
 * started with Chromium's `--kiosk-printing` flag prints on the default printer without the dialog.
 */
export function printElement(element: ReactElement, size: PageSize): void {
  document.querySelectorAll(`.${ROOT_CLASS}`).forEach((n) => n.remove());
  const host = document.createElement('div');
  host.className = `${ROOT_CLASS} ${ROOT_CLASS}--measuring`;
  const page = document.createElement('style');
  const content = document.createElement('div');
  host.append(page, content);
  document.body.append(host);
  const root = createRoot(content);
  flushSync(() => root.render(element));
  if (size.kind === 'a4') page.textContent = `@page { size: A4; margin: ${MARGIN_MM}mm; }`;
  else {
    const tallest = Math.max(...[...content.querySelectorAll<HTMLElement>(size.pieces)].map((n) => n.offsetHeight), 0);
    const heightMm = Math.ceil(tallest / PX_PER_MM) + 2 * MARGIN_MM + 1;
    page.textContent = `@page { size: 80mm ${heightMm}mm; margin: ${MARGIN_MM}mm; }`;
  }
  host.classList.remove(`${ROOT_CLASS}--measuring`);
  const cleanup = () => {
    window.removeEventListener('afterprint', cleanup);
    root.unmount();
    host.remove();
  };
  window.addEventListener('afterprint', cleanup);
  window.print();
}

/** What stands in for the payment method: a company's tab, or credits that paid everything (issue 30). */
function noCharge(order: OrderDto): string | null {
  return companyTabText(order) ?? (paidOnlyWithCredit(order) ? creditText(order) : null);
}

export function printTicket(order: OrderDto): void {
  printElement(<KitchenTicket order={readOrder(order)} tab={noCharge(order)} credit={paidOnlyWithCredit(order) ? null : creditText(order)} />, {
    kind: 'roll',
    pieces: '.print-ticket',
  });
}

export function printLabels(order: OrderDto, paper: LabelPaper): void {
  printElement(
    <BoxLabelSheet order={readOrder(order)} paper={paper} tab={noCharge(order)} />,
    paper === 'a4' ? { kind: 'a4' } : { kind: 'roll', pieces: '.print-label' },
  );
}

export type { LabelPaper };
