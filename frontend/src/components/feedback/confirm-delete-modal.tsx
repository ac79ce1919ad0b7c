import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';

/** Danger confirmation dialog used before deleting an item in the admin screens. */
export function ConfirmDeleteModal({
  open,
  title,
  okText = 'Excluir',
  loading,
  onOk,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  okText?: string;
  loading?: boolean;
  onOk: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Cancelar"
      confirmLoading={loading}
      onOk={onOk}
      onCancel={onCancel}
    >
      {children}
    </Modal>
  );
}
