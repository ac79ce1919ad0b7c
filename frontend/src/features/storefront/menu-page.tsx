import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import type { ProductDto } from '@quentinha/shared/api/types';
import { DEFAULT_SIZE } from '@quentinha/shared/catalog/sizes';
import { schedulingDays } from '@quentinha/shared/availability/slots';
import { useOrdering } from '@/api/availability';
import { useActiveProducts, usePickerMenu, usePublicSettings } from '@/api/catalog';
import { useAvailabilitySync } from '@/realtime/use-availability-sync';
import { CardSkeletons, EmptyState } from '@/components/feedback/empty-state';
import { assetUrl } from '@/config/env';
import { addItem } from '@/stores/cart/cart-slice';
import type { NewCartItem } from '@/stores/cart/cart-line';
import { useAppDispatch } from '@/stores/hooks';
import { flyToCart } from './fly-to-cart';
import { Hero } from './hero';
import { OrderingBanner } from './ordering-banner';
import { TodayDishes } from './today-dishes';
import { ProductCard } from './product-card';
import { productSections } from './product-sections';

// the picker (antd Modal, Checkbox, Radio) loads on the first 'Montar Prato'
const DishPickerDialog = lazy(() => import('./dish-picker/dish-picker-dialog'));

export function MenuPage() {
  const dispatch = useAppDispatch();
  const settings = usePublicSettings();
  const products = useActiveProducts();
  const menu = usePickerMenu();
  const ordering = useOrdering();
  // sold-out dishes, pause and hours change while the menu is open (DECISIONS 9.3)
  useAvailabilitySync();
  const canSchedule = !!ordering.hours && schedulingDays(new Date(), ordering.hours, ordering.scheduling.slot_minutes).length > 0;
  const [building, setBuilding] = useState<ProductDto | null>(null);

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
    flyToCart(from, assetUrl(product.image_url));
  };

  const addBuilt = (item: NewCartItem) => {
    dispatch(addItem(item));
    setBuilding(null);
  };

  const sections = productSections(products.data ?? []);

  return (
    <div className="storefront">
      <Hero settings={settings.data} />
      <OrderingBanner state={ordering.state} text={ordering.text} canSchedule={canSchedule} />
      <TodayDishes menu={menu.data} />

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
              <ProductCard key={p.id} product={p} onBuild={setBuilding} onAdd={addDirect} />
            ))}
          </div>
        </section>
      ))}

      {building && (
        <Suspense fallback={null}>
          <DishPickerDialog product={building} open onClose={() => setBuilding(null)} onAdd={addBuilt} />
        </Suspense>
      )}
    </div>
  );
}
