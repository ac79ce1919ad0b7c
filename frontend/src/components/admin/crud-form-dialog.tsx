import Form from 'antd/es/form';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import type { CrudPage } from './use-crud-page';

interface Props<T extends { id: string }, V, P> {
  crud: CrudPage<T, P>;
  /** 'Adicionar Despesa' / 'Editar Despesa' */
  titles: { create: string; edit: string };
  /** a new row's form */
  empty: () => V;
  /** an edited row's form */
  toValues: (row: T) => V;
  /** the request body from valid values (the edited row, or null for a new one) */
  toPayload: (values: V, row: T | null) => P;
  /** the form's fields */
  children: ReactNode;
}

/**
 * The add/edit dialog of an admin list page: opened by the page's `useCrudPage`, filled with the
 * row's values (or `empty()`), checked by the fields' rules, saved, then closed with its toast.
 */
export function CrudFormDialog<T extends { id: string }, V, P>({
  crud,
  titles,
  empty,
  toValues,
  toPayload,
  children,
}: Props<T, V, P>) {
  const open = !!crud.editing;
  const row = crud.editing?.item ?? null;
  const [form] = Form.useForm<V>();
  // the mappers are read when the dialog opens, not on every render
  const read = useRef({ toValues, empty });
  read.current = { toValues, empty };
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    // antd types setFieldsValue with its own recursive partial; the values are the form's own
    form.setFieldsValue(
      (row ? read.current.toValues(row) : read.current.empty()) as Parameters<typeof form.setFieldsValue>[0],
    );
  }, [open, row, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (values) crud.saveEditing(toPayload(values, row));
  };

  return (
    <FormDialog
      open={open}
      title={row ? titles.edit : titles.create}
      saving={crud.save.isPending}
      onSave={submit}
      onClose={crud.closeEditor}
    >
      {/* no initialValues: the effect above fills the form each time the dialog opens */}
      <Form form={form} name="crud" layout="vertical">
        {children}
      </Form>
    </FormDialog>
  );
}
