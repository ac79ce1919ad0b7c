import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { itemDisplayName } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { errorMessage } from '@/api/client';
import { useActiveProducts, usePickerMenu } from '@/api/catalog';
import { addItem } from '@/stores/cart/cart-slice';
import type { NewCartItem } from '@/stores/cart/cart-line';
import { useAppDispatch } from '@/stores/hooks';
import { missingSentence, reorderLines, type ReorderLine } from './reorder-lines';
import { repeatQuery, type RepeatSource } from './repeat-api';
import './reorder.css';

const DishPickerDialog = lazy(() => import('@/features/storefront/dish-picker/dish-picker-dialog'));

/** What the storefront's cart does when it is reached with this state: opens its panel. */
export const OPEN_CART_STATE = { openCart: true } as const;

interface Props {
  source: RepeatSource;
  /** 'Pedir de novo' or 'Pedir o de sempre' */
  title: string;
  onClose: () => void;
}

/** A box's price, and the earlier one struck through when it changed. */
function LinePrice({ before, now, quantity }: { before: number; now: number; quantity: number }) {
  const changed = Math.round(before * 100) !== Math.round(now * 100);
  return (
    <span className="reorder__price">
      {changed && (
        <>
          <s aria-label={`antes ${formatBRL(before * quantity)}`}>{formatBRL(before * quantity)}</s>{' '}
        </>
      )}
      <span aria-label={changed ? `hoje ${formatBRL(now * quantity)}` : undefined}>{formatBRL(now * quantity)}</span>
    </span>
  );
}

/**
 * 'Pedir de novo' / 'Pedir o de sempre' (DECISIONS 10.3): the earlier boxes as today's menu makes
 * them, what is missing named, a price that changed shown before and now. 'Colocar no carrinho'
 * fills the cart and opens it; nothing is ordered without the normal checkout.
 */
export default function ReorderDialog({ source, title, onClose }: Props) {
  const repeat = useQuery(repeatQuery(source));
  const products = useActiveProducts();
  const menu = usePickerMenu();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // per line: the box chosen again in the picker, or 'skip' (left out)
  const [choices, setChoices] = useState<Record<number, NewCartItem | 'skip'>>({});
  const [picking, setPicking] = useState<number | null>(null);

  const loading = repeat.isPending || products.isPending || menu.isPending;
  const lines: ReorderLine[] =
    repeat.data && products.data && menu.data ? reorderLines(repeat.data.items, products.data, menu.data.dishes) : [];
  const resolved = lines.map((l, i) => choices[i] ?? l.cartItem);
  const waiting = lines.filter((_, i) => resolved[i] === null).length;
  const going = lines.flatMap((l, i) => {
    const item = resolved[i];
    return item && item !== 'skip' ? [{ item, quantity: l.item.quantity }] : [];
  });
  const data = repeat.data;
  // today's total of what goes (a box chosen again may have another size or extras)
  const totalNow =
    lines.reduce((sum, l, i) => {
      const r = resolved[i];
      if (r === 'skip') return sum;
      return sum + Math.round((r ? r.price : l.item.unit_price) * 100) * l.item.quantity;
    }, 0) / 100;
  const totalChanged = !!data && Math.round(data.total_before * 100) !== Math.round(totalNow * 100);

  const fillCart = () => {
    for (const { item, quantity } of going) for (let n = 0; n < quantity; n++) dispatch(addItem(item));
    onClose();
    navigate(SCREENS.Menu, { state: OPEN_CART_STATE });
  };

  const pickingLine = picking === null ? null : lines[picking];

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      centered
      width={520}
      className="reorder sheet-dialog"
      footer={
        repeat.isError ? (
          <Button onClick={onClose}>Fechar</Button>
        ) : (
          <Button
            type="primary"
            size="large"
            block
            disabled={loading || waiting > 0 || going.length === 0}
            onClick={fillCart}
          >
            {waiting > 0
              ? `Escolha ${waiting === 1 ? 'o prato que falta' : 'os pratos que faltam'}`
              : 'Colocar no carrinho'}
          </Button>
        )
      }
    >
      {repeat.isError ? (
        <Alert type="info" showIcon title={errorMessage(repeat.error)} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          {data && data.missing.length > 0 && (
            <Alert
              type="warning"
              showIcon
              className="reorder__missing"
              title="Hoje não está tudo igual"
              description={
                <ul className="reorder__missing-list">
                  {data.missing.map((m, i) => (
                    <li key={`${m.name}-${i}`}>{missingSentence(m)}</li>
                  ))}
                </ul>
              }
            />
          )}
          <ul className="reorder__lines" aria-label="Itens do pedido">
            {lines.map((line, i) => {
              const choice = choices[i];
              const item = choice && choice !== 'skip' ? choice : line.cartItem;
              const name = itemDisplayName(line.item.product_name, line.item.size, line.item.category);
              const dishes = item ? item.chosen_dishes : line.item.chosen_dishes;
              return (
                <li key={i} className={`reorder__line${choice === 'skip' ? ' reorder__line--skipped' : ''}`}>
                  <div className="reorder__line-main">
                    <div>
                      <span className="reorder__qty">{line.item.quantity}x</span> {name}
                      {dishes.length > 0 && <div className="reorder__dishes">{dishes.join(', ')}</div>}
                    </div>
                    <LinePrice
                      before={line.item.unit_price_before}
                      now={item?.price ?? line.item.unit_price}
                      quantity={line.item.quantity}
                    />
                  </div>
                  {choice === 'skip' ? (
                    <div className="reorder__needs">
                      Fica de fora.{' '}
                      <Button type="link" size="small" onClick={() => setChoices(({ [i]: _, ...rest }) => rest)}>
                        Desfazer
                      </Button>
                    </div>
                  ) : (
                    !line.cartItem &&
                    line.product && (
                      <div className="reorder__needs">
                        {!choice && <span className="reorder__needs-text">{line.needs}</span>}
                        <Button size="small" type={choice ? 'default' : 'primary'} onClick={() => setPicking(i)}>
                          {choice ? 'Trocar pratos' : 'Escolher pratos'}
                        </Button>
                        {!choice && (
                          <Button size="small" type="link" onClick={() => setChoices((c) => ({ ...c, [i]: 'skip' }))}>
                            Deixar de fora
                          </Button>
                        )}
                      </div>
                    )
                  )}
                </li>
              );
            })}
          </ul>
          {lines.length === 0 && <p className="reorder__empty">Nada deste pedido está no cardápio de hoje.</p>}
          {data && lines.length > 0 && (
            <dl className="checkout-summary reorder__totals" aria-label="Total dos itens">
              {totalChanged && (
                <div>
                  <dt>Antes</dt>
                  <dd>
                    <s>{formatBRL(data.total_before)}</s>
                  </dd>
                </div>
              )}
              <div className="checkout-summary__total">
                <dt>{totalChanged ? 'Hoje' : 'Itens'}</dt>
                <dd data-testid="reorder-total">{formatBRL(totalNow)}</dd>
              </div>
            </dl>
          )}
          <p className="reorder__note">Você confere tudo no carrinho antes de finalizar o pedido.</p>
        </>
      )}
      {pickingLine?.product && picking !== null && (
        <Suspense fallback={null}>
          <DishPickerDialog
            product={pickingLine.product}
            open
            initial={{
              size: pickingLine.item.size,
              dishes: pickingLine.item.chosen_dishes,
              extras: pickingLine.item.extras,
            }}
            onClose={() => setPicking(null)}
            onAdd={(chosen) => {
              setChoices((c) => ({ ...c, [picking]: chosen }));
              setPicking(null);
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
