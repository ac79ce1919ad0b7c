import Form, { type FormInstance } from 'antd/es/form';
import { useEffect } from 'react';

/**
 * A dialog's form, emptied whenever the dialog opens: nothing typed the last time shows again
 * (a password least of all). `openFor` is `true` or the row the dialog is open for; falsy while
 * it is closed.
 */
export function useDialogForm<V>(openFor: unknown): FormInstance<V> {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (openFor) form.resetFields();
  }, [openFor, form]);
  return form;
}
