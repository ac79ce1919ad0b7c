import type { FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** the save request is running: the 'Salvar' button spins */
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The back office's add/edit dialog: 'Salvar' and 'Cancelar', rendered while closed so its form
 * instance exists before the first open (the dialogs fill it in an effect).
 */
export function FormDialog({ open, title, saving, onSave, onClose, className, children }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={saving}
      onOk={onSave}
      onCancel={onClose}
      // a long form scrolls between its title and its buttons (app.css)
      className={['sheet-dialog', className].filter(Boolean).join(' ')}
      forceRender
    >
      {children}
    </Modal>
  );
}

/** The form's values when every rule passes, else null (the form shows the messages itself). */
export async function validValues<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
