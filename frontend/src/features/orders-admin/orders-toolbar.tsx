import Button from 'antd/es/button';
import Select from 'antd/es/select';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { PERIOD_LABELS, PERIODS, type Period } from '@quentinha/shared/dates/sao-paulo';
import { INTERFACE_STATUSES, STATUS_META, toWireStatus } from '@quentinha/shared/orders/status';
import {
  INTERFACE_PAYMENT_METHODS,
  PAYMENT_LABELS,
  toWirePaymentMethod,
} from '@quentinha/shared/payments/payment-method';
import { DayPicker } from '../../components/form/day-picker';
import { POLL_OPTIONS_S, type OrdersFilters } from './filters';

interface Props {
  filters: OrdersFilters;
  onFilters: (next: OrdersFilters) => void;
  pollSeconds: number;
  onPoll: (s: number) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onAdd: () => void;
}

const ALL = '';

/** The filters that are off ('Todos os ...', null in the filters) or one of their options. */
const CHOICE_FILTERS: {
  field: 'status' | 'payment';
  label: string;
  allLabel: string;
  minWidth: number;
  options: { value: string; label: string }[];
}[] = [
  {
    field: 'status',
    label: 'Status',
    allLabel: 'Todos os status',
    minWidth: 190,
    options: INTERFACE_STATUSES.map((s) => ({ value: toWireStatus(s), label: STATUS_META[s].label })),
  },
  {
    field: 'payment',
    label: 'Forma de pagamento',
    allLabel: 'Todos os pagamentos',
    minWidth: 170,
    options: INTERFACE_PAYMENT_METHODS.map((m) => ({ value: toWirePaymentMethod(m), label: PAYMENT_LABELS[m] })),
  },
];

/** Period, filter bar (status, payment, start and end date), polling interval, refresh, add. */
export function OrdersToolbar({ filters, onFilters, pollSeconds, onPoll, onRefresh, refreshing, onAdd }: Props) {
  const set = (patch: Partial<OrdersFilters>) => onFilters({ ...filters, ...patch });
  // typing a date is choosing a custom period
  const setDay = (field: 'start' | 'end', value: string | null) => set({ [field]: value, period: 'custom' });
  return (
    <div className="orders-toolbar" role="group" aria-label="Filtros">
      <Select<Period>
        aria-label="Período"
        value={filters.period}
        style={{ minWidth: 150 }}
        onChange={(period) => set(period === 'custom' ? { period } : { period, start: null, end: null })}
        options={PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
      />
      <DayPicker
        aria-label="Data inicial"
        placeholder="Data inicial"
        prefix={<span className="orders-toolbar__prefix">De</span>}
        value={filters.start}
        onChange={(day) => setDay('start', day)}
        style={{ width: 190 }}
      />
      <DayPicker
        aria-label="Data final"
        placeholder="Data final"
        prefix={<span className="orders-toolbar__prefix">Até</span>}
        value={filters.end}
        onChange={(day) => setDay('end', day)}
        style={{ width: 190 }}
      />
      {CHOICE_FILTERS.map((f) => (
        <Select<string>
          key={f.field}
          aria-label={f.label}
          value={filters[f.field] ?? ALL}
          style={{ minWidth: f.minWidth }}
          // the value is one of this filter's own options
          onChange={(v) => set({ [f.field]: v || null } as Partial<OrdersFilters>)}
          options={[{ value: ALL, label: f.allLabel }, ...f.options]}
        />
      ))}
      <Select<number>
        aria-label="Atualização automática"
        value={pollSeconds}
        style={{ minWidth: 130 }}
        onChange={onPoll}
        options={POLL_OPTIONS_S.map((s) => ({ value: s, label: s === 0 ? 'Manual' : `A cada ${s} s` }))}
      />
      <Button icon={<ReloadOutlined aria-hidden />} onClick={onRefresh} loading={refreshing}>
        Atualizar
      </Button>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        Adicionar Pedido
      </Button>
    </div>
  );
}
