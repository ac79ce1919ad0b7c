import { CartPanel } from '@/features/cart/cart-panel';
import { MenuPage } from '@/features/storefront/menu-page';

/** The storefront and the cart are separate features; the route puts them side by side. */
export function HomeRoute() {
  return (
    <>
      <MenuPage />
      <CartPanel />
    </>
  );
}
