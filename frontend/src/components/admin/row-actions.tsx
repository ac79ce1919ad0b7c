import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';

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
