import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import type { ColumnType } from 'antd/es/table';

/** Edit/delete icon buttons shown in the "Ações" column of the admin tables. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  deleteLabel = 'Excluir',
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: string;
}) {
  return (
    <div className="admin-actions">
      <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={`Editar ${name}`} title="Editar" onClick={onEdit} />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={`${deleteLabel} ${name}`}
        title={deleteLabel}
        onClick={onDelete}
      />
    </div>
  );
}

interface ActionsColumnOptions<T> extends Partial<ColumnType<T>> {
  /** 'Remover' where the row is taken off a list rather than deleted */
  deleteLabel?: string;
}

/** The "Ações" column of the admin tables: edit and delete of each row, pinned to the right. */
export function actionsColumn<T>(
  nameOf: (row: T) => string,
  onEdit: (row: T) => void,
  onDelete: (row: T) => void,
  { deleteLabel, ...column }: ActionsColumnOptions<T> = {},
): ColumnType<T> {
  return {
    title: 'Ações',
    key: 'actions',
    fixed: 'right',
    align: 'right',
    ...column,
    render: (_, row) => (
      <RowActions name={nameOf(row)} deleteLabel={deleteLabel} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
    ),
  };
}
