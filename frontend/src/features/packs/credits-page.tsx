import SearchOutlined from '@ant-design/icons/SearchOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SIZE_LETTERS } from '@quentinha/shared/catalog/sizes';
import { formatDateTime, formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { shortOrderId } from '@quentinha/shared/orders/order-reader';
import { expiryWarning } from '@quentinha/shared/packs/rules';
import { paymentLabel } from '@quentinha/shared/payments/payment-method';
import { formatPhone, normalizePhone } from '@quentinha/shared/phone/whatsapp';
import { errorMessage } from '@/api/client';
import {
  useConfirmPurchase,
  useCreditsByPhone,
  useExpiringPurchases,
  type CreditEntryDto,
  type StaffPackPurchaseDto,
} from '@/api/packs';
import { EmptyState } from '@/components/feedback/empty-state';
import { PhoneInput } from '@/components/form/phone-input';
import {
  batchWarning,
  ENTRY_LABELS,
  PURCHASE_STATUS_COLORS,
  PURCHASE_STATUS_LABELS,
} from '@/components/packs/pack-rules';
import { ExtendDialog, RefundDialog } from './purchase-dialogs';
import './packs.css';

const ledgerColumns: ColumnsType<CreditEntryDto> = [
  { title: 'Data', key: 'at', render: (_, e) => formatDateTime(e.at) },
  { title: 'Movimento', key: 'kind', render: (_, e) => ENTRY_LABELS[e.kind] ?? e.kind },
  {
    title: 'Quentinhas',
    key: 'quantity',
    align: 'right',
    render: (_, e) => (e.quantity > 0 ? `+${e.quantity}` : String(e.quantity)),
  },
  { title: 'Pedido', key: 'order', render: (_, e) => (e.order_id ? `#${shortOrderId(e.order_id)}` : '-') },
  { title: 'Por', key: 'by', render: (_, e) => e.created_by_name ?? '-' },
  { title: 'Observação', key: 'note', render: (_, e) => e.note ?? '' },
];

type Action = { kind: 'refund' | 'extend'; purchase: StaffPackPurchaseDto } | null;

function PurchaseCard({ purchase, onAction }: { purchase: StaffPackPurchaseDto; onAction: (a: Action) => void }) {
  const confirm = useConfirmPurchase();
  const warning = batchWarning(purchase);
  const open = purchase.status === 'active' || purchase.status === 'expired';
  return (
    <article className="credits__purchase" aria-label={`${purchase.pack_name} de ${purchase.customer_name}`}>
      <div className="credits__purchase-head">
        <span className="credits__purchase-name">{purchase.pack_name}</span>
        <Tag color={PURCHASE_STATUS_COLORS[purchase.status]}>{PURCHASE_STATUS_LABELS[purchase.status]}</Tag>
      </div>
      <p className="credits__purchase-meta">
        {purchase.product_name} {SIZE_LETTERS[purchase.size]} · {formatBRL(purchase.price)} (
        {paymentLabel(purchase.payment_method)}){purchase.paid_at ? ` · pago ${formatFullDate(purchase.paid_at)}` : ''}
      </p>
      {purchase.status !== 'awaiting_payment' && (
        <p>
          <strong>
            restam {purchase.remaining} de {purchase.quantity}
          </strong>
          {' · '}
          {purchase.expires_at ? `vence ${formatFullDate(purchase.expires_at)}` : 'sem prazo'}
          {warning && <span className="credit-batch__warning"> · {warning}</span>}
        </p>
      )}
      <Table<CreditEntryDto>
        size="small"
        rowKey={(e) => `${e.kind}-${e.at}-${e.order_id ?? ''}-${e.quantity}`}
        columns={ledgerColumns}
        dataSource={purchase.entries}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: 'Nenhum movimento: aguardando a confirmação do pagamento.' }}
        aria-label={`Extrato de ${purchase.pack_name}`}
      />
      <div className="credits__actions">
        {purchase.status === 'awaiting_payment' && (
          <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate(purchase.id)}>
            Confirmar pagamento
          </Button>
        )}
        {open && purchase.remaining > 0 && purchase.refund_amount !== null && (
          <Button danger onClick={() => onAction({ kind: 'refund', purchase })}>
            Reembolsar
          </Button>
        )}
        {open && purchase.expires_at && (
          <Button onClick={() => onAction({ kind: 'extend', purchase })}>Prorrogar</Button>
        )}
      </div>
    </article>
  );
}

/** 'Vencem nos próximos 7 dias', with a wa.me reminder for those who opted in to messages. */
function ExpiringList() {
  const expiring = useExpiringPurchases(7);
  const list = expiring.data ?? [];
  return (
    <section className="credits__section" aria-labelledby="credits-expiring">
      <h2 id="credits-expiring" className="credits__heading">
        Vencem nos próximos 7 dias
      </h2>
      {expiring.isError ? (
        <p role="alert">Erro ao carregar: {errorMessage(expiring.error)}</p>
      ) : list.length === 0 ? (
        <p className="page__subtitle">{expiring.isPending ? 'Carregando...' : 'Nenhum crédito vence esta semana.'}</p>
      ) : (
        <ul className="credits__expiring">
          {list.map((c) => (
            <li key={c.purchase_id}>
              <span>
                <strong>{c.customer_name}</strong> · {formatPhone(c.whatsapp)}
                <br />
                {c.pack_name} · restam {c.remaining} · vence {formatFullDate(c.expires_at)}
                {expiryWarning(c.expires_at, new Date()) && (
                  <span className="credit-batch__warning"> ({expiryWarning(c.expires_at, new Date())})</span>
                )}
              </span>
              {c.link ? (
                <Button href={c.link} target="_blank" rel="noreferrer" icon={<WhatsAppOutlined aria-hidden />}>
                  Lembrar no WhatsApp
                </Button>
              ) : (
                <span className="page__subtitle">Não recebe mensagens</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Créditos' (admin, issue 30): a number's packs and their ledgers, 'Reembolsar' (the fair amount
 * shown first), 'Prorrogar', and the credits ending this week. '?numero=' keeps the search in the link.
 */
export default function CreditsPage() {
  const [params, setParams] = useSearchParams();
  const phone = normalizePhone(params.get('numero'));
  const [typed, setTyped] = useState(phone ?? '');
  const [action, setAction] = useState<Action>(null);
  const credits = useCreditsByPhone(phone);
  const typedPhone = normalizePhone(typed);

  const search = () => {
    if (typedPhone) setParams({ numero: typedPhone });
  };

  return (
    <section className="page credits">
      <header className="page__header">
        <div>
          <h1 className="page__title">Créditos</h1>
          <p className="page__subtitle">Pacotes comprados, o que resta de cada um e cada uso.</p>
        </div>
      </header>

      <form
        className="credits__search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <PhoneInput aria-label="WhatsApp do cliente" placeholder="(11) 98765-4321" value={typed} onChange={setTyped} />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />} disabled={!typedPhone}>
          Buscar
        </Button>
      </form>

      {phone && (
        <section className="credits__section" aria-label={`Pacotes de ${formatPhone(phone)}`}>
          {credits.isError ? (
            <EmptyState icon="⚠️" text={`Erro ao carregar créditos: ${errorMessage(credits.error)}`}>
              <Button onClick={() => void credits.refetch()}>Tentar novamente</Button>
            </EmptyState>
          ) : credits.isPending ? (
            <p>Carregando...</p>
          ) : (credits.data ?? []).length === 0 ? (
            <EmptyState text={`Nenhum pacote para ${formatPhone(phone)}.`} />
          ) : (
            <div className="credits__purchases">
              {(credits.data ?? []).map((p) => (
                <PurchaseCard key={p.id} purchase={p} onAction={setAction} />
              ))}
            </div>
          )}
        </section>
      )}

      <ExpiringList />

      {action?.kind === 'refund' && <RefundDialog purchase={action.purchase} onClose={() => setAction(null)} />}
      {action?.kind === 'extend' && <ExtendDialog purchase={action.purchase} onClose={() => setAction(null)} />}
    </section>
  );
}
