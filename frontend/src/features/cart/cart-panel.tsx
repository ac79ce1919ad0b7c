import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { OrderDto } from '@quentinha/shared/api/types';
import { CHECKOUT_MESSAGES } from '@quentinha/shared/validation/checkout';
import { useMe } from '@/api/auth';
import { usePublicSettings } from '@/api/catalog';
import { useToast } from '@/components/feedback/toast';
import { rememberDeviceOrder } from '@/hooks/use-device-orders';
import { cartCount, cartSubtotal } from '@/stores/cart/cart-line';
import { clearCart } from '@/stores/cart/cart-slice';
import { selectCartLines, useAppDispatch, useAppSelector } from '@/stores/hooks';
import { CartFab } from './cart-fab';
import { clearCheckoutDraft } from './checkout/checkout-draft';
import type { WhatsappOutcome } from './order-placed/send-to-whatsapp';
import { useCartReconcile } from './use-cart-reconcile';

// The panel, the form (antd Form, Select, Radio), the chat message builder and the result
// screen load on demand: the storefront's first load carries only the floating button.
const loadDrawer = () => import('./cart-drawer');
const prefetchDrawer = () => void loadDrawer().catch(() => undefined);
const loadSender = () => import('./order-placed/send-to-whatsapp');
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));
const CheckoutDialog = lazy(() => import('./checkout/checkout-dialog'));
const OrderPlacedDialog = lazy(() =>
  import('./order-placed/order-placed-dialog').then((m) => ({ default: m.OrderPlacedDialog })),
);

/** Floating button, 'Seu Pedido' panel, checkout and the after-order screen. */
export function CartPanel() {
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const toast = useToast();
  const settings = usePublicSettings();
  const { data: user } = useMe();
  useCartReconcile();

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // the panel closed to open the checkout: the focus stays in the checkout form
  const [handedOver, setHandedOver] = useState(false);
  // a new key per opening: fresh form and fresh Idempotency-Key
  const [opening, setOpening] = useState(0);
  const [placed, setPlaced] = useState<{ order: OrderDto; outcome: WhatsappOutcome | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // the panel's code is fetched on intent, not with the menu: as soon as the cart holds something
  // (an item just added, or a cart kept from an earlier visit), or a finger or pointer reaches
  // the button, so the tap that follows opens it at once
  const hasItems = lines.length > 0;
  useEffect(() => {
    if (hasItems) prefetchDrawer();
  }, [hasItems]);

  const openDrawer = () => {
    setDrawerUsed(true);
    setHandedOver(false);
    setDrawerOpen(true);
  };

  // 'Pedir de novo' (issue 28) fills the cart and comes here with { openCart: true }: the panel
  // opens once, and the state is dropped so a reload or Back does not open it again
  const location = useLocation();
  const navigate = useNavigate();
  const openCartAsked = (location.state as { openCart?: boolean } | null)?.openCart === true;
  useEffect(() => {
    if (!openCartAsked) return;
    openDrawer();
    void navigate(location.pathname + location.search, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openCartAsked, location.key]);

  const startCheckout = () => {
    if (lines.length === 0) {
      toast.warning(CHECKOUT_MESSAGES.emptyCartTitle, CHECKOUT_MESSAGES.emptyCart);
      return;
    }
    setHandedOver(true);
    setDrawerOpen(false);
    void loadSender(); // ready by the time the order is placed
    setOpening((n) => n + 1);
    setCheckoutOpen(true);
  };

  const onPlaced = (order: OrderDto) => {
    dispatch(clearCart());
    // the next order starts from a fresh form (the draft only outlives a checkout left midway)
    clearCheckoutDraft();
    // a guest's only way back to it: 'Meus Pedidos' on this device (DECISIONS 10.9)
    if (!user) rememberDeviceOrder(order.tracking_token);
    setCheckoutOpen(false);
    setPlaced({ order, outcome: null });
    void loadSender().then(({ sendOrderToWhatsapp, WHATSAPP_OPEN_DELAY_MS }) => {
      timer.current = setTimeout(async () => {
        const outcome = await sendOrderToWhatsapp(order, settings.data?.whatsapp_number ?? '');
        if (outcome.kind === 'invalid') toast.error(outcome.message);
        setPlaced((cur) => (cur?.order.id === order.id ? { ...cur, outcome } : cur));
      }, WHATSAPP_OPEN_DELAY_MS);
    });
  };

  return (
    <>
      <CartFab count={cartCount(lines)} subtotal={cartSubtotal(lines)} onOpen={openDrawer} onIntent={prefetchDrawer} />
      {drawerUsed && (
        <Suspense fallback={null}>
          <CartDrawer
            open={drawerOpen}
            lines={lines}
            onClose={() => setDrawerOpen(false)}
            onCheckout={startCheckout}
            returnFocus={!handedOver}
          />
        </Suspense>
      )}
      {opening > 0 && (
        <Suspense fallback={null}>
          <CheckoutDialog
            key={opening}
            open={checkoutOpen}
            lines={lines}
            onClose={() => setCheckoutOpen(false)}
            onPlaced={onPlaced}
          />
        </Suspense>
      )}
      {placed && (
        <Suspense fallback={null}>
          <OrderPlacedDialog order={placed.order} outcome={placed.outcome} onClose={() => setPlaced(null)} />
        </Suspense>
      )}
    </>
  );
}
