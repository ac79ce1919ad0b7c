import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusCircleOutlined from '@ant-design/icons/PlusCircleOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { useState, type ReactNode } from 'react';
import { isAdmin } from '@quentinha/shared/auth/roles';
import { formatFullDate, formatTime, todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { useMe } from '@/api/auth';
import {
  useTodaysCash,
  useCurrentCash,
  type CashClosingDto,
  type CashMovementKind,
  type CashSessionDto,
} from '@/api/cash';
import { errorMessage } from '@/api/client';
import { isClosed } from './cash-figures';
import { CashMovementDialog } from './cash-movement-dialog';
import { printCashSummary } from './cash-print';
import { ClosingLines, ExpectedLines, MovementList, SalesLines } from './cash-summary';
import { ClosedSessions } from './closed-sessions';
import { CloseDrawerCard } from './close-drawer-card';
import { OpenDrawerCard } from './open-drawer-card';
import './cash.css';

function CashCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="cash-card" title={<h2 className="cash-card__title">{title}</h2>} role="region" aria-label={title}>
      {children}
    </Card>
  );
}

/** Today's drawer: sales, movements, the cash expected, and closing it (or its result once closed). */
function DrawerDay(props: {
  session: CashSessionDto;
  onMovement: (kind: CashMovementKind) => void;
  onClosed: (closing: CashClosingDto) => void;
}) {
  const { session, onMovement } = props;
  const closed = isClosed(session);
  return (
    <div className="cash-grid">
      <CashCard title="Vendas do Dia">
        <SalesLines session={session} />
      </CashCard>
      <CashCard title="Movimentações">
        {/* in the card, not in its header: on a phone the title keeps its room */}
        {!closed && (
          <div className="cash-card__actions">
            <Button icon={<MinusCircleOutlined aria-hidden />} onClick={() => onMovement('sangria')}>
              Sangria
            </Button>
            <Button icon={<PlusCircleOutlined aria-hidden />} onClick={() => onMovement('suprimento')}>
              Suprimento
            </Button>
          </div>
        )}
        <MovementList session={session} />
      </CashCard>
      <CashCard title="Dinheiro na Gaveta">
        <ExpectedLines session={session} />
      </CashCard>
      {closed ? (
        <CashCard title="Caixa Fechado">
          <ClosingLines session={session} />
        </CashCard>
      ) : (
        <CloseDrawerCard session={session} onClosed={props.onClosed} />
      )}
    </div>
  );
}

/** 'Caixa' (DECISIONS 10.11): open with the float, sangria and suprimento, close with the count. */
export default function CashPage() {
  const me = useMe();
  const admin = isAdmin(me.data);
  const today = todaySaoPaulo();
  const current = useCurrentCash();
  // once closed no drawer is open: the day's closing stays on screen (the owner finds it again after a reload)
  const [closedNow, setClosedNow] = useState<CashClosingDto | null>(null);
  // staff too: a day already closed shows its closing, not 'Abrir Caixa' again
  const todays = useTodaysCash(current.isSuccess && !current.data);
  const session: CashSessionDto | null = current.data ?? closedNow ?? (todays.data?.day === today ? todays.data : null);
  const [movement, setMovement] = useState<CashMovementKind | null>(null);

  let status = 'Caixa fechado';
  if (session && !isClosed(session))
    status = `Aberto às ${formatTime(session.opened_at, '--:--')} por ${session.opened_by_name}`;
  else if (session?.closed_at)
    status = `Fechado às ${formatTime(session.closed_at, '--:--')} por ${session.closed_by_name ?? ''}`;

  return (
    <section className="page cash-page">
      <header className="page__header">
        <div className="cash-page__heading">
          <h1 className="page__title">Caixa</h1>
          <span className="cash-page__day">
            {formatFullDate(session?.day ?? today)} · {current.isPending ? 'carregando...' : status}
          </span>
        </div>
        {session && (
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => printCashSummary(session)}>
            Imprimir resumo
          </Button>
        )}
      </header>

      {current.isPending ? (
        <div className="cash-loading" role="status">
          <Spin size="large" />
          <p>Carregando caixa...</p>
        </div>
      ) : current.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar o caixa"
          description={errorMessage(current.error)}
          action={<Button onClick={() => void current.refetch()}>Tentar novamente</Button>}
        />
      ) : session ? (
        <DrawerDay session={session} onMovement={setMovement} onClosed={setClosedNow} />
      ) : (
        <OpenDrawerCard />
      )}

      {admin && <ClosedSessions />}
      <CashMovementDialog kind={movement} onClose={() => setMovement(null)} />
    </section>
  );
}
