import EditOutlined from '@ant-design/icons/EditOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Popconfirm from 'antd/es/popconfirm';
import Segmented from 'antd/es/segmented';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useMemo, useState } from 'react';
import type { TeamMemberDto } from '@quentinha/shared/api/types';
import { ROLE_LABELS } from '@quentinha/shared/auth/roles';
import { useMe } from '@/api/auth';
import { errorMessage } from '@/api/client';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { useSaveMember, useTeam } from './api';
import { MemberFormDialog } from './member-form-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { FILTER_OPTIONS, membersFor, ROLE_COLORS, showsPresence, type TeamFilter } from './team-roles';
import './team.css';

type Dialog = { member: TeamMemberDto | null } | null;

function Presence({ member }: { member: TeamMemberDto }) {
  if (!showsPresence(member.role) || !member.active) return null;
  return member.online ? <Badge status="success" text="Conectado agora" /> : <Badge status="default" text="Desconectado" />;
}

/** 'Equipe' (issue 11): accounts by role, add, edit, deactivate, reset password, who is connected. */
export default function TeamPage() {
  const team = useTeam();
  const save = useSaveMember('Erro ao alterar a situação');
  const toast = useToast();
  const { data: me } = useMe();
  const [filter, setFilter] = useState<TeamFilter>('team');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [resetting, setResetting] = useState<TeamMemberDto | null>(null);
  const narrow = Grid.useBreakpoint().md === false;
  const rows = useMemo(() => membersFor([...(team.data ?? [])], filter), [team.data, filter]);
  const onlineCount = (team.data ?? []).filter((m) => m.online && m.active && showsPresence(m.role)).length;

  const setActive = (member: TeamMemberDto, active: boolean) =>
    save.mutate(
      { id: member.id, patch: { active } },
      {
        onSuccess: () => toast.success(active ? `${member.name} reativado(a)` : `${member.name} desativado(a)`, active ? undefined : 'As sessões abertas foram encerradas.'),
      },
    );

  const columns: ColumnsType<TeamMemberDto> = [
    {
      title: 'Nome',
      key: 'name',
      render: (_, m) => (
        <div className="team__person">
          <div className="team__name">
            {m.name}
            {m.id === me?.id && <Typography.Text type="secondary"> (você)</Typography.Text>}
          </div>
          <Typography.Text type="secondary" className="team__email">
            {m.email}
          </Typography.Text>
          {narrow && (
            <div className="team__meta">
              <Tag color={ROLE_COLORS[m.role]}>{ROLE_LABELS[m.role]}</Tag>
              {!m.active && <Tag color="red">Inativo</Tag>}
              <Presence member={m} />
            </div>
          )}
        </div>
      ),
    },
    { title: 'Perfil', key: 'role', responsive: ['md'], render: (_, m) => <Tag color={ROLE_COLORS[m.role]}>{ROLE_LABELS[m.role]}</Tag> },
    { title: 'Telefone', key: 'phone', responsive: ['lg'], render: (_, m) => m.phone ?? '—' },
    {
      title: 'Situação',
      key: 'status',
      responsive: ['md'],
      render: (_, m) => (
        <div className="team__status">
          {m.active ? <Tag color="green">Ativo</Tag> : <Tag color="red">Inativo</Tag>}
          <Presence member={m} />
        </div>
      ),
    },
    {
      title: 'Ações',
      key: 'actions',
      align: 'right',
      render: (_, m) => {
        const self = m.id === me?.id;
        return (
          <div className="team__actions">
            <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Editar ${m.name}`} title="Editar" onClick={() => setDialog({ member: m })} />
            {!self && (
              <Button type="text" icon={<KeyOutlined aria-hidden />} aria-label={`Redefinir Senha de ${m.name}`} title="Redefinir Senha" onClick={() => setResetting(m)} />
            )}
            {!self &&
              (m.active ? (
                <Popconfirm
                  title={`Desativar ${m.name}?`}
                  description="A pessoa sai de todos os aparelhos na hora e não consegue mais entrar."
                  okText="Desativar"
                  okButtonProps={{ danger: true }}
                  cancelText="Cancelar"
                  onConfirm={() => setActive(m, false)}
                >
                  <Button size="small" danger>
                    Desativar
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" onClick={() => setActive(m, true)}>
                  Reativar
                </Button>
              ))}
          </div>
        );
      },
    },
  ];

  return (
    <section className="page admin-page team">
      <header className="page__header">
        <h1 className="page__title">Equipe</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ member: null })}>
          Adicionar Pessoa
        </Button>
      </header>
      <p className="team__summary">
        {onlineCount === 0
          ? 'Nenhum entregador ou tela da cozinha conectado agora'
          : onlineCount === 1
            ? '1 pessoa da equipe conectada agora'
            : `${onlineCount} pessoas da equipe conectadas agora`}
      </p>

      {team.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar a equipe: ${errorMessage(team.error)}`}>
          <Button onClick={() => void team.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        <>
          <div className="team__filters">
            <Segmented<TeamFilter> aria-label="Filtrar por função" options={FILTER_OPTIONS} value={filter} onChange={setFilter} />
          </div>
          <Table<TeamMemberDto>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={team.isPending}
            rowClassName={(m) => (m.active ? '' : 'team__row--inactive')}
            pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{ emptyText: 'Ninguém com este perfil.' }}
          />
        </>
      )}

      <MemberFormDialog open={!!dialog} member={dialog?.member ?? null} onClose={() => setDialog(null)} />
      <ResetPasswordDialog member={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}
