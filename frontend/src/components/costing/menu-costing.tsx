import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Table, { type ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { SIZE_LABELS, SIZE_LETTERS } from '@quentinha/shared/catalog/sizes';
import type { MenuCostingDto } from '@quentinha/shared/costing/api';
import { formatBRL } from '@quentinha/shared/money/money';
import { useMenuCosting } from '@/api/costing';
import { errorMessage } from '@/api/client';
import { formatPercent } from './format';
import './costing.css';

type Box = MenuCostingDto['boxes'][number];

interface Props {
  /** the saved menu of the date */
  menuId: string;
  /** what the saved menu holds (its dishes): a new save asks again */
  version: string;
  /** checks or caps changed and not saved yet: the figures are the saved menu's */
  dirty: boolean;
}

/** How many rows each product's name spans (its sizes are listed together): 0 for the rows under the first. */
function productSpans(boxes: readonly Box[]): number[] {
  return boxes.map((b, i) => {
    if (i > 0 && boxes[i - 1]!.product_id === b.product_id) return 0;
    let n = 1;
    while (boxes[i + n]?.product_id === b.product_id) n++;
    return n;
  });
}

const columns = (target: number, spans: number[]): ColumnsType<Box> => [
  {
    title: 'Marmita',
    key: 'product',
    onCell: (_, index) => ({ rowSpan: spans[index ?? 0] ?? 1 }),
    render: (_, b) => b.product_name,
  },
  {
    title: 'Tam.',
    key: 'size',
    render: (_, b) => <span title={SIZE_LABELS[b.size]}>{SIZE_LETTERS[b.size]}</span>,
  },
  {
    title: 'Preço',
    key: 'price',
    align: 'right',
    responsive: ['sm'],
    render: (_, b) => <span className="costing-number">{formatBRL(b.price)}</span>,
  },
  { title: 'Custo', key: 'cost', align: 'right', render: (_, b) => <span className="costing-number">{formatBRL(b.cost)}</span> },
  {
    title: 'CMV',
    key: 'cmv',
    align: 'right',
    render: (_, b) =>
      b.over_target ? (
        <span className="costing-number costing-over" title={`Acima da meta de ${formatPercent(target)}`}>
          {formatPercent(b.cmv_percent)}
          <span className="visually-hidden-text"> acima da meta</span>
        </span>
      ) : (
        <span className="costing-number">{formatPercent(b.cmv_percent)}</span>
      ),
  },
];

/**
 * 'Custo do Cardápio' on 'Montar Cardápio Diário' (DECISIONS 10.7): each box and size of the saved
 * menu with its cost and food cost % against the owner's target, red above it.
 */
export function MenuCosting({ menuId, version, dirty }: Props) {
  const costing = useMenuCosting(menuId, version);
  const data = costing.data;
  const target = data?.cmv_target_percent ?? 0;
  // a partial answer (an older server) shows what it has
  const boxes = Array.isArray(data?.boxes) ? data.boxes : [];
  const withoutRecipe = Array.isArray(data?.dishes) ? data.dishes.filter((d) => !d.has_recipe) : [];
  const over = boxes.filter((b) => b.over_target).length;

  return (
    <Card
      className="menu-costing"
      role="region"
      aria-label="Custo do Cardápio"
      size="small"
      title={
        <span className="menu-costing__title">
          Custo do Cardápio
          {data && <span className="costing-muted menu-costing__target">Meta de CMV: {formatPercent(target)}</span>}
        </span>
      }
    >
      {dirty && <p className="costing-muted menu-costing__dirty">Salve o cardápio para recalcular os custos.</p>}
      {costing.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível calcular os custos."
          description={errorMessage(costing.error)}
          action={
            <Button size="small" onClick={() => void costing.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : (
        <>
          {data && (
            <p className={over > 0 ? 'costing-over menu-costing__verdict' : 'costing-ok menu-costing__verdict'}>
              {over === 0
                ? 'Todas as marmitas dentro da meta.'
                : over === 1
                  ? '1 marmita acima da meta.'
                  : `${over} marmitas acima da meta.`}
            </p>
          )}
          {/* a compact table on every screen: a card per box and size would be a long scroll on a phone */}
          <Table<Box>
            className="menu-costing__table"
            rowKey={(b) => `${b.product_id}:${b.size}`}
            size="small"
            columns={columns(target, productSpans(boxes))}
            dataSource={boxes}
            loading={costing.isPending}
            pagination={false}
            rowClassName={(b) => (b.over_target ? 'menu-costing__row--over' : '')}
            locale={{ emptyText: 'Nenhuma marmita ativa.' }}
          />
          {withoutRecipe.length > 0 && (
            <p className="menu-costing__missing">
              <strong>Sem ficha técnica:</strong> {withoutRecipe.map((d) => d.name).join(', ')} — não entram no custo.
              Cadastre em <Link to={SCREENS.Dishes}>Pratos</Link>.
            </p>
          )}
        </>
      )}
    </Card>
  );
}
