import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { formatFullDate } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import { ApiError, errorMessage } from '@/api/client';
import type { CompanyRequest } from '@quentinha/shared/companies/types';
import { type CompanyDto, useCloseStatement, useCompany, useUpdateCompany } from '@/api/companies';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { CompanyStatusTag } from './companies-list';
import { CompanyFormDialog } from './company-form-dialog';
import { balanceText, formatCnpj, openSinceText } from './company-rules';
import { EntriesTable } from './entries-table';
import { MembersSection } from './members-section';
import { PaymentDialog } from './payment-dialog';
import { StatementsTable } from './statements-table';

/** PUT takes the whole company: what it holds now. */
function companyRequest(c: CompanyDto): CompanyRequest {
  const { name, cnpj, contact_name, contact_whatsapp, credit_limit, closing_day, due_days, status } = c;
  return { name, cnpj, contact_name, contact_whatsapp, credit_limit, closing_day, due_days, status };
}

function BackLink() {
  return (
    <Link to={SCREENS.Companies} className="companies__back">
      <ArrowLeftOutlined aria-hidden /> Empresas
    </Link>
  );
}

/** A company's page: its terms, members, ledger ('Extrato') and statements ('Faturas'). */
export function CompanyDetail({ id }: { id: string }) {
  const company = useCompany(id);
  if (company.isPending) {
    return (
      <section className="page companies">
        <Skeleton active paragraph={{ rows: 8 }} />
      </section>
    );
  }
  if (company.isError) {
    const gone = company.error instanceof ApiError && company.error.status === 404;
    return (
      <section className="page companies">
        <BackLink />
        <EmptyState
          icon="⚠️"
          text={gone ? 'Empresa não encontrada.' : `Erro ao carregar a empresa: ${errorMessage(company.error)}`}
        >
          {!gone && <Button onClick={() => void company.refetch()}>Tentar novamente</Button>}
        </EmptyState>
      </section>
    );
  }
  return <CompanyView company={company.data} />;
}

function CompanyView({ company: c }: { company: CompanyDto }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [closing, setClosing] = useState(false);
  const [tab, setTab] = useState('entries');
  const update = useUpdateCompany(c.id);
  const close = useCloseStatement(c.id);
  const blocked = c.status === 'blocked';

  const toggleBlock = () =>
    update.mutate(
      { ...companyRequest(c), status: blocked ? 'active' : 'blocked' },
      { onSuccess: () => toast.success(blocked ? 'Empresa desbloqueada' : 'Empresa bloqueada') },
    );

  const closePeriod = () =>
    close.mutate(undefined, {
      onSuccess: (s) => {
        setClosing(false);
        setTab('statements');
        toast.success(
          'Período fechado',
          `Fatura de ${formatBRL(s.closing_balance)}, vence em ${formatFullDate(s.due_date)}`,
        );
      },
    });

  return (
    <section className="page companies company-page">
      <BackLink />
      <header className="page__header">
        <div>
          <h1 className="page__title">
            {c.name} <CompanyStatusTag status={c.status} />
          </h1>
          <p className="page__subtitle">
            {c.cnpj && <span className="admin-money">CNPJ {formatCnpj(c.cnpj)} · </span>}
            {c.contact_name} · <span className="admin-money">{formatPhone(c.contact_whatsapp)}</span>
          </p>
        </div>
        <div className="company-page__actions">
          <Button type="primary" onClick={() => setPaying(true)}>
            Registrar Pagamento
          </Button>
          <Button onClick={() => setClosing(true)}>Fechar Período</Button>
          <Button onClick={() => setEditing(true)}>Editar</Button>
          <Button danger={!blocked} loading={update.isPending} onClick={toggleBlock}>
            {blocked ? 'Desbloquear' : 'Bloquear'}
          </Button>
        </div>
      </header>

      <dl className="company-page__figures" aria-label="Resumo da empresa">
        <div>
          <dt>Saldo devedor</dt>
          <dd className="admin-money">{balanceText(c.balance)}</dd>
        </div>
        <div>
          <dt>Disponível</dt>
          <dd className="admin-money">{formatBRL(c.available)}</dd>
        </div>
        <div>
          <dt>Limite</dt>
          <dd className="admin-money">{formatBRL(c.credit_limit)}</dd>
        </div>
        <div>
          <dt>Em aberto</dt>
          <dd>{openSinceText(c.oldest_open_days, true)}</dd>
        </div>
        <div>
          <dt>Último pagamento</dt>
          <dd>{formatFullDate(c.last_payment_at, '-')}</dd>
        </div>
        <div>
          <dt>Fechamento</dt>
          <dd>
            dia {c.closing_day}
            <span className="company-page__figure-note">
              paga em {c.due_days} {c.due_days === 1 ? 'dia' : 'dias'}
            </span>
          </dd>
        </div>
      </dl>

      <MembersSection company={c} />

      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'entries', label: 'Extrato', children: <EntriesTable companyId={c.id} /> },
          { key: 'statements', label: 'Faturas', children: <StatementsTable companyId={c.id} /> },
        ]}
      />

      <CompanyFormDialog open={editing} company={c} onClose={() => setEditing(false)} />
      <PaymentDialog open={paying} company={c} onClose={() => setPaying(false)} />
      <Modal
        open={closing}
        title="Fechar Período"
        okText="Fechar Período"
        cancelText="Cancelar"
        confirmLoading={close.isPending}
        onOk={closePeriod}
        onCancel={() => setClosing(false)}
      >
        <p>
          Fecha a fatura de <strong>{c.name}</strong> com tudo o que foi lançado até agora (saldo{' '}
          <strong className="admin-money">{balanceText(c.balance)}</strong>). Os valores da fatura ficam congelados: o
          que vier depois entra no próximo período.
        </p>
        <p>
          Vencimento: {c.due_days} {c.due_days === 1 ? 'dia' : 'dias'} após o fechamento.
        </p>
      </Modal>
    </section>
  );
}
