import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderDto } from '@quentinha/shared/api/types';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { formatFullDate, formatFullDateTime } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { readOrder, shortOrderId } from '@quentinha/shared/orders/order-reader';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { ApiError, errorMessage } from '@/api/client';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { StatusBadge } from '@/components/orders/status-badge';
import { fetchCustomerExport, useAnonymiseCustomer, useCustomer, type CustomerDetailDto } from './api';
import { MarketingChangeDialog } from './marketing-change-dialog';
import { MARKETING_COLORS, MARKETING_LABELS, consentSentence } from './marketing-status';

const orderColumns: ColumnsType<OrderDto> = [
  { title: 'Pedido', key: 'id', render: (_, o) => <span className="admin-money">#{shortOrderId(o.id)}</span> },
  {
    title: 'Data',
    key: 'date',
    render: (_, o) => <span className="admin-money">{formatFullDateTime(o.created_at)}</span>,
  },
  {
    title: 'Itens',
    key: 'items',
    render: (_, o) => (
      <span className="admin-money--wrap">
        {readOrder(o)
          .items.map((i) => `${i.quantity}x ${i.displayName}`)
          .join(', ')}
      </span>
    ),
  },
  { title: 'Status', key: 'status', render: (_, o) => <StatusBadge status={o.status} /> },
  {
    title: 'Total',
    key: 'total',
    align: 'right',
    render: (_, o) => <span className="admin-money">{formatBRL(o.total_amount)}</span>,
  },
];

/** Hands the export to the browser as a .json file (the LGPD access right). */
function downloadJson(fileName: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A customer's page: orders, consent history, and the LGPD rights (access, erasure). */
export function CustomerDetail({ id }: { id: string }) {
  const customer = useCustomer(id);

  if (customer.isPending) {
    return (
      <section className="page customers">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  if (customer.isError) {
    const gone = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <section className="page customers">
        <BackLink />
        <EmptyState
          icon="⚠️"
          text={gone ? 'Cliente não encontrado.' : `Erro ao carregar o cliente: ${errorMessage(customer.error)}`}
        >
          {!gone && <Button onClick={() => void customer.refetch()}>Tentar novamente</Button>}
        </EmptyState>
      </section>
    );
  }
  return <CustomerView customer={customer.data} />;
}

function BackLink() {
  return (
    <Link to={SCREENS.Customers} className="customers__back">
      <ArrowLeftOutlined aria-hidden /> Clientes
    </Link>
  );
}

function CustomerView({ customer: c }: { customer: CustomerDetailDto }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const erase = useAnonymiseCustomer(c.id);
  const conflict = erase.error instanceof ApiError && erase.error.status === 409 ? erase.error.message : null;

  const exportData = async () => {
    setExporting(true);
    try {
      downloadJson(`cliente-${c.id}-dados.json`, await fetchCustomerExport(c.id));
    } catch (error) {
      toast.error('Erro ao exportar os dados', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="page customers customer-page">
      <BackLink />
      <header className="page__header">
        <div>
          <h1 className="page__title">{c.name || 'Sem nome'}</h1>
          <p className="page__subtitle admin-money">{formatPhone(c.whatsapp)}</p>
        </div>
        <div className="customer-page__actions">
          <Button onClick={() => void exportData()} loading={exporting}>
            Exportar dados
          </Button>
          <Button danger onClick={() => setErasing(true)}>
            Excluir dados
          </Button>
        </div>
      </header>

      <dl className="customer-page__figures" aria-label="Resumo do cliente">
        <div>
          <dt>Pedidos</dt>
          <dd>{c.orders_count}</dd>
        </div>
        <div>
          <dt>Total gasto</dt>
          <dd className="admin-money">{formatBRL(c.total_spent)}</dd>
        </div>
        <div>
          <dt>Primeiro pedido</dt>
          <dd>{formatFullDate(c.first_order_at, '-')}</dd>
        </div>
        <div>
          <dt>Último pedido</dt>
          <dd>{formatFullDate(c.last_order_at, '-')}</dd>
        </div>
      </dl>

      <section className="customer-page__section" aria-labelledby="customer-marketing">
        <header className="customer-page__section-header">
          <h2 id="customer-marketing" className="customer-page__heading">
            Cardápio no WhatsApp
          </h2>
          <Tag color={MARKETING_COLORS[c.marketing]}>{MARKETING_LABELS[c.marketing] ?? c.marketing}</Tag>
          <Button size="small" onClick={() => setChanging(true)}>
            Alterar
          </Button>
        </header>
        {c.consents.length === 0 ? (
          <p className="customer-page__empty">Nenhuma resposta registrada.</p>
        ) : (
          <ol className="customer-page__consents" aria-label="Histórico de consentimento">
            {c.consents.map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <span className="admin-money customer-page__when">{formatFullDateTime(e.at)}</span>{' '}
                <span>{consentSentence(e)}</span>
                {e.order_id && <span className="customer-page__muted"> · pedido #{shortOrderId(e.order_id)}</span>}
                {e.note && <span className="customer-page__muted"> · “{e.note}”</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="customer-page__section" aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="customer-page__heading">
          Pedidos recentes
        </h2>
        <Table<OrderDto>
          className={CARD_TABLE}
          rowKey="id"
          size="middle"
          columns={cardColumns(orderColumns)}
          dataSource={c.orders}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Nenhum pedido.' }}
        />
      </section>

      <MarketingChangeDialog customer={c} open={changing} onClose={() => setChanging(false)} />

      <Modal
        open={erasing}
        title="Excluir dados do cliente"
        okText="Excluir dados"
        okButtonProps={{ danger: true }}
        cancelText="Cancelar"
        confirmLoading={erase.isPending}
        onCancel={() => {
          setErasing(false);
          erase.reset();
        }}
        onOk={() =>
          erase.mutate(undefined, {
            onSuccess: () => {
              setErasing(false);
              // the customer is no longer listed: back to the list
              navigate(SCREENS.Customers, { replace: true });
              toast.success(
                'Dados excluídos',
                'O cliente foi anonimizado; os valores dos pedidos continuam nos relatórios.',
              );
            },
          })
        }
      >
        <p>
          O nome, o WhatsApp e os endereços de <strong>{c.name || 'este cliente'}</strong> saem deste cliente e de todos
          os pedidos dele, que passam a mostrar “Cliente removido”. Valores, itens, datas e status ficam, então o
          Dashboard e os relatórios não mudam. Ele também sai da lista do cardápio.
        </p>
        <p>Esta ação não pode ser desfeita.</p>
        {conflict && <Alert type="error" showIcon title="Não foi possível excluir" description={conflict} />}
      </Modal>
    </section>
  );
}
