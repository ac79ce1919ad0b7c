import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import type { ProductDto } from '@quentinha/shared/api/types';
import { DEFAULT_SIZE } from '@quentinha/shared/catalog/sizes';
import { isCustomer } from '@quentinha/shared/auth/roles';
import { useMe } from '@/api/auth';
import { useOrdering } from '@/api/ordering';
import { useDeviceOrders } from '@/hooks/use-device-orders';
import { useActiveProducts, usePickerMenu, usePublicSettings } from '@/api/catalog';
import { useAvailabilitySync } from '@/realtime/use-availability-sync';
import { CardSkeletons, EmptyState } from '@/components/feedback/empty-state';
import { assetImage } from '@/config/env';
import { addItem } from '@/stores/cart/cart-slice';
import type { NewCartItem } from '@/stores/cart/cart-line';
import { useAppDispatch } from '@/stores/hooks';
import { flyToCart } from './fly-to-cart';
import { Hero } from './hero';
import { TodayDishes } from './today-dishes';
import { ProductCard } from './product-card';
import { productSections } from './product-sections';
import { PacksSlot } from '@/components/packs/packs-slot';

// a closed or paused shop's banner (and the dates it reads) loads only when the shop is so
const OrderingBanner = lazy(() => import('./ordering-banner'));
// the picker (antd Modal, Checkbox, Radio) loads on intent: a pointer over 'Montar Prato', a finger
// on it or its focus, else its first tap
const loadPicker = () => import('./dish-picker/dish-picker-dialog');
const prefetchPicker = () => void loadPicker().catch(() => undefined);
const DishPickerDialog = lazy(loadPicker);
// 'Pedir o de sempre' (issue 28): only a returning customer loads it
const UsualOffer = lazy(() => import('@/components/reorder/usual-offer'));

export function MenuPage() {
  const dispatch = useAppDispatch();
  const settings = usePublicSettings();
  const products = useActiveProducts();
  const menu = usePickerMenu();
  const ordering = useOrdering();
  // sold-out dishes, pause and hours change while the menu is open (DECISIONS 9.3)
  useAvailabilitySync(true, { afterFirstLoad: true });
  const [building, setBuilding] = useState<ProductDto | null>(null);
  // a returning customer: a signed-in account, or a device that holds an order's tracking token
  const { data: user } = useMe();
  const deviceOrders = useDeviceOrders();
  const usualSource = isCustomer(user)
    ? ({ kind: 'usual' } as const)
    : !user && deviceOrders[0]
      ? ({ kind: 'usual-track', token: deviceOrders[0] } as const)
      : null;

  const addDirect = (product: ProductDto, from: Element | null) => {
    const size = product.sizes?.[0];
    dispatch(
      addItem({
        product_id: product.id,
        productName: product.name,
        size: size?.name ?? DEFAULT_SIZE,
        price: size?.price ?? product.price,
        cost: size?.cost ?? product.cost ?? 0,
        chosen_dishes: [],
        category: product.category,
      }),
    );
    // the card-sized picture, already in the browser's cache
    flyToCart(from, assetImage(product.image_url)?.src ?? null);
  };

  const addBuilt = (item: NewCartItem) => {
    dispatch(addItem(item));
    setBuilding(null);
  };

  const sections = productSections(products.data ?? []);

  return (
    <div className="storefront">
      <Hero settings={settings.data} />
      {!ordering.state.open && (
        <Suspense fallback={null}>
          <OrderingBanner state={ordering.state} hours={ordering.hours} scheduling={ordering.scheduling} />
        </Suspense>
      )}
      <TodayDishes menu={menu.data} />
      {usualSource && (
        <Suspense fallback={null}>
          <UsualOffer source={usualSource} />
        </Suspense>
      )}

      {products.isPending && (
        <div className="product-grid" aria-busy aria-label="Carregando cardápio">
          <CardSkeletons />
        </div>
      )}

      {products.isError && (
        <EmptyState icon="😕" text="Não foi possível carregar o cardápio.">
          <Button type="primary" size="large" onClick={() => products.refetch()}>
            Tentar novamente
          </Button>
        </EmptyState>
      )}

      {products.isSuccess && sections.length === 0 && <EmptyState text="Nenhum produto disponível no momento." />}

      {sections.map((section) => (
        <section key={section.key} className="menu-section" aria-labelledby={`sec-${section.key}`}>
          <h2 id={`sec-${section.key}`} className="menu-section__title">
            {section.title}
          </h2>
          <div className="product-grid">
            {section.products.map((p) => (
              <ProductCard key={p.id} product={p} onBuild={setBuilding} onBuildIntent={prefetchPicker} onAdd={addDirect} />
            ))}
          </div>
        </section>
      ))}

      {/* 'Pacotes' (issue 30): its code loads when the person scrolls near it */}
      {products.isSuccess && <PacksSlot />}

      {building && (
        <Suspense fallback={null}>
          <DishPickerDialog product={building} open onClose={() => setBuilding(null)} onAdd={addBuilt} />
        </Suspense>
      )}
    </div>
  );
}
