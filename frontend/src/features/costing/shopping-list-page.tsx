import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { addDays } from '@quentinha/shared/availability/hours';
import type { ShoppingListDto } from '@quentinha/shared/costing/api';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { formatBRL } from '@quentinha/shared/money/money';
import { errorMessage } from '@/api/client';
import { usePublicSettings } from '@/api/catalog';
import { useShoppingList } from '@/api/costing';
import { CARD_TABLE, cardColumns } from '@/components/admin/card-table';
import { formatAmount } from '@/components/costing/format';
import '@/components/costing/costing.css';
import { downloadCsv } from '@/components/csv/spreadsheet-csv';
import { EmptyState } from '@/components/feedback/empty-state';
import { DayPicker } from '@/components/form/day-picker';
import { purchaseText, shoppingListCsv, shoppingListText, supplierLink, totalCost } from './shopping-list';
import { ShoppingListPrint } from './shopping-list-print';
import './costing-pages.css';

type Item = ShoppingListDto['items'][number];

const columns: ColumnsType<Item> = [
  { title: 'Insumo', key: 'name', render: (_, i) => i.name },
  { title: 'Comprar', key: 'buy', render: (_, i) => <strong>{purchaseText(i)}</strong> },
  {
    title: 'Quantidade',
    key: 'quantity',
    align: 'right',
    render: (_, i) => <span className="costing-number">{formatAmount(i.quantity, i.unit)}</span>,
  },
  {
    title: 'Custo estimado',
    key: 'cost',
    align: 'right',
    render: (_, i) => <span className="costing-number">{formatBRL(i.estimated_cost)}</span>,
  },
];

/**
 * 'Lista de Compras' (DECISIONS 10.7, admin and staff): what to buy for a day's menu, for the
 * portions already ordered or the cap when larger, in whole packages; print, CSV or a chat with
 * the supplier.
 */
export default function ShoppingListPage() {
  const [date, setDate] = useState<string | null>(() => addDays(todaySaoPaulo(), 1));
  const list = useShoppingList(date);
  const shop = usePublicSettings().data?.business_name ?? null;
  const data = list.data;
  const dishes = data?.dishes ?? [];

  return (
    <section className="page costing-page shopping-list">
      <header className="page__header">
        <h1 className="page__title">Lista de Compras</h1>
      </header>
      <div className="costing-toolbar">
        <label className="costing-toolbar__date">
          <span>Para o dia</span>
          <DayPicker value={date} onChange={setDate} aria-label="Data da lista" placeholder="dd/mm/aaaa" />
        </label>
        {data && data.items.length > 0 && (
          <div className="costing-toolbar__actions">
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
              Imprimir
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => downloadCsv(`lista-de-compras-${data.date}.csv`, shoppingListCsv(data))}
            >
              CSV
            </Button>
            <Button
              icon={<WhatsAppOutlined aria-hidden />}
              href={supplierLink(shoppingListText(data, shop))}
              target="_blank"
              rel="noopener noreferrer"
            >
              Enviar ao fornecedor
            </Button>
          </div>
        )}
      </div>

      {!date ? (
        <EmptyState text="Escolha o dia da lista." />
      ) : list.isError ? (
        <EmptyState icon="⚠️" text={`Erro ao carregar a lista: ${errorMessage(list.error)}`}>
          <Button onClick={() => void list.refetch()}>Tentar novamente</Button>
        </EmptyState>
      ) : data && data.menu_id === null ? (
        <EmptyState text="Ainda não há cardápio para este dia." />
      ) : (
        <>
          {data && data.missing_recipes.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="costing-block"
              title="Pratos sem ficha técnica ficam fora da lista"
              description={data.missing_recipes.join(', ')}
            />
          )}
          {dishes.length > 0 && (
            <p className="costing-muted costing-block" aria-label="Porções previstas">
              Porções previstas: {dishes.map((d) => `${d.name} ${d.expected_portions}`).join(' · ')}
            </p>
          )}
          <section aria-label="Itens da lista">
            {data && data.items.length === 0 ? (
              <p className="costing-block">
                Nada a comprar: nenhum prato do dia tem ficha técnica com porções previstas.
              </p>
            ) : (
              <Table<Item>
                className={CARD_TABLE}
                rowKey="ingredient_id"
                size="middle"
                columns={cardColumns(columns)}
                dataSource={data?.items ?? []}
                loading={list.isPending}
                pagination={false}
              />
            )}
            {data && data.items.length > 0 && (
              <p className="shopping-list__total">
                Total estimado <strong className="costing-number">{formatBRL(totalCost(data))}</strong>
              </p>
            )}
          </section>
          {data && data.items.length > 0 && <ShoppingListPrint list={data} shopName={shop} />}
        </>
      )}
    </section>
  );
}
