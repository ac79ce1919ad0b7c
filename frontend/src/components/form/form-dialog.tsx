import Form, { type FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';

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

/**
 * The form of an add/edit dialog, filled each time the dialog opens: the row's values when
 * editing one, `empty()` for a new one (`toValues` and `empty` are read at that moment).
 */
export function useEditForm<V, R>(open: boolean, row: R | null, toValues: (row: R) => V, empty: () => V): FormInstance<V> {
  const [form] = Form.useForm<V>();
  const read = useRef({ toValues, empty });
  read.current = { toValues, empty };
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    // antd types setFieldsValue with its own recursive partial; the values are the form's own
    form.setFieldsValue((row ? read.current.toValues(row) : read.current.empty()) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, row, form]);
  return form;
}

/** Sends the dialog's save; on success says `saved` and closes, on failure says why under `failed` (and logs it). */
export function useSaveThenClose<Vars>(
  save: { mutate: (vars: Vars, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void },
  texts: { saved: string; failed: string },
  onClose: () => void,
) {
  const toast = useToast();
  return (vars: Vars) =>
    save.mutate(vars, {
      onSuccess: () => {
        toast.success(texts.saved);
        onClose();
      },
      onError: (error) => {
        // the whole error for whoever opens the console; the person reads the server's sentence
        console.error(texts.failed, error);
        toast.error(texts.failed, errorMessage(error));
      },
    });
}
