import { formatFullDate, formatFullDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import type { CashSessionDto } from '@/api/cash';
import { printElement } from '@/components/order-print/print-order';
import { CASH_MOVEMENT_LABELS } from '@quentinha/shared/cash/cash';
import { receivedLines, SALES_LINES } from './cash-figures';
import { formatDifference } from './cash-money';

const Row = ({ label, value }: { label: string; value: string }) => (
  <div className="print-cash__row">
    <span>{label}</span>
    <strong>{value}</strong>
  </div>
);

/** 'Resumo do Caixa' on 80 mm paper, for the day's envelope: the same figures as the screen. */
export function CashPrintSummary({ session }: { session: CashSessionDto }) {
  return (
    <section className="print-ticket print-cash" aria-label="Resumo do Caixa">
      <h1 className="print-ticket__number">Resumo do Caixa</h1>
      <p>{formatFullDate(session.day)}</p>
      <p>Aberto: {formatFullDateTime(session.opened_at)}</p>
      {session.closed_at && <p>Fechado: {formatFullDateTime(session.closed_at)}</p>}
      <h2>Vendas do Dia</h2>
      {SALES_LINES.map((line) => (
        <Row key={line.key} label={line.label} value={formatBRL(session.sales[line.key] ?? 0)} />
      ))}
      <Row label="Total de vendas" value={formatBRL(session.sales_total)} />
      <h2>Movimentações</h2>
      {session.movements.length === 0 ? (
        <p>Nenhuma.</p>
      ) : (
        // the reason on its own line: 80 mm leave no room beside the amount
        session.movements.map((m) => (
          <div key={m.id}>
            <Row
              label={CASH_MOVEMENT_LABELS[m.kind]}
              value={`${m.kind === 'sangria' ? '-' : '+'}${formatBRL(m.amount)}`}
            />
            <div className="print-cash__note">{m.note}</div>
          </div>
        ))
      )}
      <h2>Dinheiro</h2>
      <Row label="Fundo de troco" value={formatBRL(session.opening_float)} />
      <Row label="Vendas em dinheiro" value={`+${formatBRL(session.sales.cash ?? 0)}`} />
      {receivedLines(session).map((line) => (
        <Row key={line.key} label={line.label} value={`+${formatBRL(line.amount)}`} />
      ))}
      <Row label="Suprimentos" value={`+${formatBRL(session.suprimentos)}`} />
      <Row label="Sangrias" value={`-${formatBRL(session.sangrias)}`} />
      <Row label="Dinheiro esperado" value={formatBRL(session.expected_cash)} />
      {session.counted_cash !== null && <Row label="Dinheiro contado" value={formatBRL(session.counted_cash)} />}
      {session.difference !== null && <Row label="Diferença" value={formatDifference(session.difference)} />}
      {session.note && <p className="print-ticket__note">Obs.: {session.note}</p>}
      <p className="print-cash__sign">Conferido por: ____________________</p>
    </section>
  );
}

export function printCashSummary(session: CashSessionDto): void {
  printElement(<CashPrintSummary session={session} />, { kind: 'roll', pieces: '.print-cash' });
}
