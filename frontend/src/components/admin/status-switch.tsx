import Switch from 'antd/es/switch';
import type { ColumnType } from 'antd/es/table';

/** A row's switch named after it, with 'Ativo'/'Inativo' beside it. */
function StatusSwitch({
  name,
  active,
  loading,
  onChange,
}: {
  name: string;
  active: boolean;
  loading: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <label className="admin-status">
      <Switch size="small" checked={active} loading={loading} aria-label={`Status de ${name}`} onChange={onChange} />
      <span>{active ? 'Ativo' : 'Inativo'}</span>
    </label>
  );
}

/** The "Status" column of the admin tables: the switch of each row, spinning while it is saved. */
export function statusColumn<T extends { id: string; name: string }>(
  isActive: (row: T) => boolean,
  toggling: ReadonlySet<string>,
  onChange: (row: T, active: boolean) => void,
): ColumnType<T> {
  return {
    title: 'Status',
    key: 'status',
    render: (_, row) => (
      <StatusSwitch
        name={row.name}
        active={isActive(row)}
        loading={toggling.has(row.id)}
        onChange={(checked) => onChange(row, checked)}
      />
    ),
  };
}
