import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import { extrasLine } from '@quentinha/shared/catalog/extras';
import '@/components/orders/extras.css';
import { formatBRL } from '@quentinha/shared/money/money';
import { orderingText } from '@quentinha/shared/availability/hours';
import { useOrdering } from '@/api/ordering';
import { soldOutNames, usePickerMenu } from '@/api/catalog';
import { useBackCloses } from '@/hooks/use-back-closes';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import { cartSubtotal, type CartLine } from '@/stores/cart/cart-line';
import { decrementLine, incrementLine, removeLine } from '@/stores/cart/cart-slice';
import { useAppDispatch } from '@/stores/hooks';

interface Props {
  open: boolean;
  lines: CartLine[];
  onClose: () => void;
  onCheckout: () => void;
  /**
   * Whether closing gives the focus back to the button that opened the panel (the default). Not
   * when the panel hands over to the checkout: its end of motion would pull the focus out of the
   * 'Finalizar Pedido' form, mid-word, onto the cart button.
   */
  returnFocus?: boolean;
}

/** 'Seu Pedido' side panel (SPEC: 96 units = 384 px wide; full width on phones). */
export function CartDrawer({ open, lines, onClose, onCheckout, returnFocus = true }: Props) {
  const dispatch = useAppDispatch();
  const wide = useMediaQuery(MD_UP);
  const subtotal = cartSubtotal(lines);
  const ordering = useOrdering();
  const out = soldOutNames(usePickerMenu().data);
  // a paused shop takes no order at all; a closed one still takes scheduled ones (checkout)
  const paused = ordering.state.paused && !ordering.state.open;
  // the phone's Back closes the panel, not the store (issue 24)
  useBackCloses(open, onClose);

  return (
    <Drawer
      title="Seu Pedido"
      placement="right"
      open={open}
      onClose={onClose}
      size={wide ? 384 : '100%'}
      className="cart-drawer"
      focusable={{ focusTriggerAfterClose: returnFocus }}
      footer={
        // shown on an empty cart too: the button then says why it cannot go on ('Carrinho Vazio')
        <div className="cart-drawer__footer">
          <div className="cart-drawer__subtotal">
            <span>Subtotal</span>
            <strong>{formatBRL(subtotal)}</strong>
          </div>
          {paused && (
            <p className="cart-drawer__notice" role="status">
              {orderingText(ordering.state)}
            </p>
          )}
          <Button type="primary" size="large" block onClick={onCheckout} disabled={paused}>
            Finalizar Pedido
          </Button>
        </div>
      }
    >
      {lines.length === 0 ? (
        <Empty description="Seu carrinho está vazio." />
      ) : (
        <ul className="cart-lines">
          {lines.map((line) => (
            <li key={line.id} className="cart-line">
              <div className="cart-line__info">
                <div className="cart-line__name">{line.name}</div>
                {line.chosen_dishes.length > 0 && (
                  <div className="cart-line__dishes">{line.chosen_dishes.join(', ')}</div>
                )}
                {!!line.extras?.length && <div className="cart-line__extras">{extrasLine(line.extras)}</div>}
                {line.chosen_dishes.some((name) => out.has(name)) && (
                  <div className="cart-line__out">
                    <span className="sold-out-tag">Esgotado</span>{' '}
                    {line.chosen_dishes.filter((name) => out.has(name)).join(', ')}
                  </div>
                )}
                <div className="cart-line__price">{formatBRL(line.price * line.quantity)}</div>
              </div>
              <div className="cart-line__qty" role="group" aria-label={`Quantidade de ${line.name}`}>
                <Button
                  shape="circle"
                  size="large"
                  aria-label={line.quantity === 1 ? `Remover ${line.name}` : `Diminuir ${line.name}`}
                  icon={line.quantity === 1 ? <DeleteOutlined aria-hidden /> : <MinusOutlined aria-hidden />}
                  onClick={() => dispatch(decrementLine(line.id))}
                />
                <span className="cart-line__count" aria-live="polite">
                  {line.quantity}
                </span>
                <Button
                  shape="circle"
                  size="large"
                  aria-label={`Aumentar ${line.name}`}
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => dispatch(incrementLine(line.id))}
                />
              </div>
              <Button
                type="text"
                className="cart-line__remove"
                aria-label={`Excluir ${line.name} do carrinho`}
                onClick={() => dispatch(removeLine(line.id))}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
