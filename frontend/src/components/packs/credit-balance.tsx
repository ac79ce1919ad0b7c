import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import { formatDayMonth, formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { SIZE_LETTERS } from '@quentinha/shared/catalog/sizes';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import type { CreditEntryDto, PackPurchaseDto } from '@/api/packs';
import { batchWarning, ENTRY_LABELS, PURCHASE_STATUS_COLORS, PURCHASE_STATUS_LABELS } from './pack-rules';
import './packs.css';

const boxes = (n: number) => `${n} ${n === 1 ? 'quentinha' : 'quentinhas'}`;

/** 'Usado · pedido #d94820 · 1 quentinha · 05/06': the order by the short id its tracking page shows */
function entryText(e: CreditEntryDto): string {
  const order = e.order_id ? ` · pedido #${shortOrderId(e.order_id)}` : '';
  return `${ENTRY_LABELS[e.kind] ?? e.kind}${order} · ${boxes(Math.abs(e.quantity))} · ${formatDayMonth(e.at, '')}`;
}

function Batch({ purchase, link }: { purchase: PackPurchaseDto; link?: string }) {
  const warning = batchWarning(purchase);
  // what the person did with the credits: uses and what came back (the grant is the batch itself)
  const moves = (purchase.entries ?? []).filter((e) => e.kind !== 'grant');
  const name = `${purchase.pack_name}`;
  return (
    <li className="credit-batch" aria-label={name}>
      <div className="credit-batch__head">
        <span className="credit-batch__name">{link ? <Link to={link}>{name}</Link> : name}</span>
        <Tag color={PURCHASE_STATUS_COLORS[purchase.status]}>{PURCHASE_STATUS_LABELS[purchase.status]}</Tag>
      </div>
      {purchase.status === 'awaiting_payment' ? (
        <p className="credit-batch__meta">Os créditos aparecem quando a loja confirmar o pagamento.</p>
      ) : (
        <>
          <p className="credit-batch__left">
            restam {purchase.remaining} de {purchase.quantity}
          </p>
          <p className="credit-batch__meta">
            {purchase.product_name} {SIZE_LETTERS[purchase.size] ?? ''}
            {' · '}
            {purchase.expires_at ? `vence ${formatFullDate(purchase.expires_at)}` : 'sem prazo de validade'}
            {warning && (
              <>
                {' · '}
                <span className="credit-batch__warning">{warning}</span>
              </>
            )}
          </p>
        </>
      )}
      {moves.length > 0 && (
        <details className="credit-batch__uses">
          <summary>Usos ({moves.length})</summary>
          <ul>
            {moves.map((e, i) => (
              <li key={`${e.kind}-${e.at}-${i}`}>{entryText(e)}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

interface Props {
  purchases: readonly PackPurchaseDto[];
  /** the purchase's own page, when the person may open it */
  linkOf?: (p: PackPurchaseDto) => string | undefined;
  title?: string;
}

/** 'Meu saldo' (issue 30): each pack bought, what is left, until when, and each use. */
export function CreditBalance({ purchases, linkOf, title = 'Meu saldo' }: Props) {
  if (purchases.length === 0) return null;
  return (
    <section className="credit-balance" aria-label={title}>
      <h2 className="credit-balance__title">{title}</h2>
      <ul className="credit-balance__list">
        {purchases.map((p) => (
          <Batch key={p.id} purchase={p} link={linkOf?.(p)} />
        ))}
      </ul>
    </section>
  );
}
