import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { errorMessage } from '@/api/client';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { CUSTOMER_SEARCH_MAX, INACTIVE_DAYS_CHOICES } from '@quentinha/shared/customers/rules';
import { type CustomerDto, type CustomerFilters, CUSTOMERS_PAGE_SIZE, downloadCustomersCsv, useCustomers } from './api';
import { MARKETING_COLORS, MARKETING_LABELS } from './marketing-status';

export function customerPath(id: string): string {
  return `${SCREENS.Customers}?cliente=${encodeURIComponent(id)}`;
}

const columns: ColumnsType<CustomerDto> = [
  {
    title: 'Nome',
    key: 'name',
    render: (_, c) => (
      <Link to={customerPath(c.id)} className="customers__name">
        {c.name || 'Sem nome'}
      </Link>
    ),
  },
  {
    title: 'WhatsApp',
    key: 'whatsapp',
    render: (_, c) => <span className="admin-money">{formatPhone(c.whatsapp)}</span>,
  },
  { title: 'Pedidos', key: 'orders', align: 'right', render: (_, c) => c.orders_count },
  {
    title: 'Total gasto',
    key: 'spent',
    align: 'right',
    render: (_, c) => <span className="admin-money">{formatBRL(c.total_spent)}</span>,
  },
  { title: 'Primeiro pedido', key: 'first', render: (_, c) => formatFullDate(c.first_order_at, '-') },
  { title: 'Último pedido', key: 'last', render: (_, c) => formatFullDate(c.last_order_at, '-') },
  {
    title: 'Cardápio no WhatsApp',
    key: 'marketing',
    render: (_, c) => <Tag color={MARKETING_COLORS[c.marketing]}>{MARKETING_LABELS[c.marketing] ?? c.marketing}</Tag>,
  },
];

/** 'Clientes' (issue 28): everyone who ever ordered, one row per WhatsApp number. */
export function CustomersList() {
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [inactive, setInactive] = useState<number | null>(null);
  const [optedIn, setOptedIn] = useState(false);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const settledSearch = useDebouncedValue(search.trim(), 300);

  const filters = useMemo<CustomerFilters>(
    () => ({
      ...(settledSearch ? { search: settledSearch } : {}),
      ...(inactive ? { inactive_days: inactive } : {}),
      ...(optedIn ? { marketing: 'opted_in' as const } : {}),
    }),
    [settledSearch, inactive, optedIn],
  );
  const list = useCustomers(filters, page);
  const rows = list.data?.data ?? [];
  const total = list.data?.pagination.total ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCustomersCsv(filters);
    } catch (error) {
      toast.error('Erro ao exportar clientes', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="page customers">
      <header className="page__header">
        <div>
          <h1 className="page__title">Clientes</h1>
          <p className="page__subtitle">Todos que já pediram, um por número de WhatsApp.</p>
        </div>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={total === 0}
        >
          Exportar CSV
        </Button>
      </header>

      <div className="customers__filters" role="search" aria-label="Filtrar clientes">
        <Input
          allowClear
          className="customers__search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Buscar por nome ou WhatsApp"
          aria-label="Buscar por nome ou WhatsApp"
          maxLength={CUSTOMER_SEARCH_MAX}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <Select<number | 0>
          className="customers__inactive"
          aria-label="Sem pedir há"
          value={inactive ?? 0}
          onChange={(v) => {
            setInactive(v || null);
            setPage(1);
          }}
          options={[
            { value: 0, label: 'Todos os clientes' },
            ...INACTIVE_DAYS_CHOICES.map((d) => ({ value: d, label: `Sem pedir há ${d} dias` })),
          ]}
        />
        <Checkbox
          checked={optedIn}
          onChange={(e) => {
            setOptedIn(e.target.checked);
            setPage(1);
          }}
        >
          Recebem o cardápio
        </Checkbox>
      </div>

      {list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar clientes: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        <Table<CustomerDto>
          className={CARD_TABLE}
          rowKey="id"
          size="middle"
          aria-label="Clientes"
          columns={cardColumns(columns)}
          dataSource={rows}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: Object.keys(filters).length ? 'Nenhum cliente com estes filtros.' : 'Ninguém pediu ainda.',
          }}
          pagination={{
            current: page,
            pageSize: CUSTOMERS_PAGE_SIZE,
            total,
            showSizeChanger: false,
            onChange: setPage,
            showTotal: (n) => `${n} ${n === 1 ? 'cliente' : 'clientes'}`,
          }}
        />
      )}
    </section>
  );
}
