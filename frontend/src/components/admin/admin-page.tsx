import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/client';
import { ConfirmDeleteModal } from '@/components/feedback/confirm-delete-modal';
import { EmptyState } from '@/components/feedback/empty-state';
import { CARD_TABLE, cardColumns } from './card-table';
import type { CrudPage } from './use-crud-page';

/** What the page frame reads of `useCrudPage`, whatever the rows' form sends. */
type CrudFrame<T extends { id: string }> = Pick<
  CrudPage<T>,
  'texts' | 'list' | 'rows' | 'openNew' | 'removing' | 'removePending' | 'confirmRemove' | 'cancelRemove'
>;

interface Props<T extends { id: string }> {
  /** the page's list, dialogs and texts (title, add button, load error) */
  crud: CrudFrame<T>;
  /** the list once loaded (a table, or a table per group) */
  children: ReactNode;
  /** the form dialog */
  editor: ReactNode;
  deleteTitle?: string;
  deleteOk?: string;
  /** what the confirmation says about the row; default: 'Tem certeza que deseja excluir {deleteWhat} {name}?...' */
  deleteText?: (row: T) => ReactNode;
  /** for the default sentence: 'o bairro', 'a despesa' */
  deleteWhat?: string;
  /** for the default sentence: the row's name (default: its `name` field) */
  nameOf?: (row: T) => string;
}

/** An admin list page: title and add button, the list or its load error, the form, the delete confirmation. */
export function AdminPage<T extends { id: string }>(props: Props<T>) {
  const { crud } = props;
  return (
    <section className="page admin-page">
      <header className="page__header">
        <h1 className="page__title">{crud.texts.title}</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={crud.openNew}>
          {crud.texts.addLabel}
        </Button>
      </header>

      {crud.list.isError ? (
        <EmptyState icon="⚠️" text={`${crud.texts.loadError}: ${errorMessage(crud.list.error)}`}>
          <Button onClick={() => void crud.list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : (
        props.children
      )}

      {props.editor}
      <ConfirmDeleteModal
        open={!!crud.removing}
        title={props.deleteTitle ?? 'Confirmar Exclusão'}
        okText={props.deleteOk}
        loading={crud.removePending}
        onOk={crud.confirmRemove}
        onCancel={crud.cancelRemove}
      >
        {crud.removing && (props.deleteText ? props.deleteText(crud.removing) : <DeleteSentence what={props.deleteWhat} name={(props.nameOf ?? nameField)(crud.removing)} />)}
      </ConfirmDeleteModal>
    </section>
  );
}

/** Most rows (products, dishes, neighbourhoods) are named by their `name`. */
function nameField(row: object): string | undefined {
  return 'name' in row && typeof row.name === 'string' ? row.name : undefined;
}

/** The back office's delete question (SPEC: 'Confirmar Exclusão'). */
function DeleteSentence({ what, name }: { what?: string; name?: string }) {
  return (
    <>
      Tem certeza que deseja excluir {what} <strong>{name}</strong>? Esta ação não pode ser desfeita.
    </>
  );
}

interface TableProps<T extends { id: string }> {
  /** the region's name: 'Pratos' */
  label: string;
  crud: CrudFrame<T>;
  columns: ColumnsType<T>;
  emptyText: string;
}

/** The plain list of an admin page: every row in one table; on a phone, one card per row. */
export function AdminTable<T extends { id: string }>({ label, crud, columns, emptyText }: TableProps<T>) {
  return (
    <section className="admin-section" aria-label={label}>
      <Table<T>
        className={CARD_TABLE}
        rowKey="id"
        size="middle"
        columns={cardColumns(columns)}
        dataSource={crud.rows}
        loading={crud.list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
      />
    </section>
  );
}
