import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { formatBRL } from '@quentinha/shared/money/money';
import { CART_BUTTON_ID } from '@/config/constants';

interface Props {
  count: number;
  subtotal: number;
  onOpen: () => void;
  /** a pointer over it, a finger on it or the keyboard's focus: the panel's code can start */
  onIntent?: () => void;
}

/** Floating cart button with the item count; always reachable with the thumb. */
export function CartFab({ count, subtotal, onOpen, onIntent }: Props) {
  return (
    <button
      id={CART_BUTTON_ID}
      type="button"
      className={`cart-fab${count ? '' : ' cart-fab--empty'}`}
      aria-label={`Abrir carrinho, ${count} ${count === 1 ? 'item' : 'itens'}`}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onAnimationEnd={(e) => e.currentTarget.classList.remove('cart-fab--bump')}
    >
      <span className="cart-fab__icon">
        <ShoppingCartOutlined aria-hidden />
        <span className="cart-fab__badge" aria-hidden>
          {count}
        </span>
      </span>
      {count > 0 && <span className="cart-fab__total">{formatBRL(subtotal)}</span>}
    </button>
  );
}
