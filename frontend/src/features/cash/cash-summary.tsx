import { formatTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import type { ReactNode } from 'react';
import type { CashSessionDto } from '@/api/cash';
import { CASH_MOVEMENT_LABELS } from '@quentinha/shared/cash/cash';
import { receivedLines, SALES_LINES } from './cash-figures';
import { DifferenceValue } from './cash-money';

/** One labelled amount; `group` rows are read by name ('Dinheiro esperado'). */
export function CashLine({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`cash-line${strong ? ' cash-line--strong' : ''}`} role="group" aria-label={label}>
      <span className="cash-line__label">{label}</span>
      <span className="cash-line__value">{children}</span>
    </div>
  );
}

/** 'Vendas do Dia': what was sold and delivered today, by payment method, and the total. */
export function SalesLines({ session }: { session: CashSessionDto }) {
  return (
    <div className="cash-lines">
      {SALES_LINES.map((line) => (
        <CashLine key={line.key} label={line.label}>
          {formatBRL(session.sales[line.key] ?? 0)}
        </CashLine>
      ))}
      <CashLine label="Total de vendas" strong>
        {formatBRL(session.sales_total)}
      </CashLine>
    </div>
  );
}

/** How the cash expected in the drawer is made up, ending in the server's figure. */
export function ExpectedLines({ session }: { session: CashSessionDto }) {
  return (
    <div className="cash-lines">
      <CashLine label="Fundo de troco">{formatBRL(session.opening_float)}</CashLine>
      <CashLine label="Vendas em dinheiro">+ {formatBRL(session.sales.cash ?? 0)}</CashLine>
      {receivedLines(session).map((line) => (
        <CashLine key={line.key} label={line.label}>
          + {formatBRL(line.amount)}
        </CashLine>
      ))}
      <CashLine label="Suprimentos">+ {formatBRL(session.suprimentos)}</CashLine>
      <CashLine label="Sangrias">- {formatBRL(session.sangrias)}</CashLine>
      <CashLine label="Dinheiro esperado" strong>
        {formatBRL(session.expected_cash)}
      </CashLine>
    </div>
  );
}

/** The count of a closed drawer and how far it is from what was expected. */
export function ClosingLines({ session }: { session: CashSessionDto }) {
  if (session.counted_cash === null || session.difference === null) return null;
  return (
    <div className="cash-lines">
      <CashLine label="Dinheiro contado">{formatBRL(session.counted_cash)}</CashLine>
      <CashLine label="Diferença" strong>
        <DifferenceValue difference={session.difference} />
      </CashLine>
      {session.note && <p className="cash-note">Obs.: {session.note}</p>}
    </div>
  );
}

/** The sangrias and suprimentos of the day, oldest first. */
export function MovementList({ session }: { session: CashSessionDto }) {
  if (session.movements.length === 0) return <p className="cash-empty">Nenhuma sangria ou suprimento.</p>;
  return (
    <ul className="cash-movements" aria-label="Movimentações">
      {session.movements.map((m) => (
        <li key={m.id} className={`cash-movement cash-movement--${m.kind}`}>
          <span className="cash-movement__what">
            <strong>{CASH_MOVEMENT_LABELS[m.kind]}</strong>
            <span className="cash-movement__time">{formatTime(m.created_at, '')}</span>
            {m.note && <span className="cash-movement__note">{m.note}</span>}
          </span>
          <strong className="cash-movement__amount">
            {m.kind === 'sangria' ? '-' : '+'} {formatBRL(m.amount)}
          </strong>
        </li>
      ))}
    </ul>
  );
}
