import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { formatBRL } from '@quentinha/shared/money/money';
import { useActiveProducts } from '@/api/catalog';
import { usePackOffers, type PackOfferDto } from '@/api/packs';
import { discountPercent, quentinhaName, unitPrice, validityText } from './pack-rules';
import './packs.css';

// the form, the PIX code and the receipt load when someone starts buying
const loadDialog = () => import('./purchase-dialog');
const prefetchDialog = () => void loadDialog().catch(() => undefined);
const PurchaseDialog = lazy(loadDialog);

function OfferCard({ offer, boxPrice, onBuy }: { offer: PackOfferDto; boxPrice?: number; onBuy: () => void }) {
  const unit = offer.unit_price ?? unitPrice(offer.price, offer.quantity);
  const discount = discountPercent(unit, boxPrice);
  return (
    <article className="pack-card" aria-label={offer.name}>
      <div className="pack-card__badge" aria-hidden>
        <strong>{offer.quantity}</strong>
        <span>quentinhas</span>
      </div>
      <div className="pack-card__body">
        <h3 className="pack-card__name">{offer.name}</h3>
        <p className="pack-card__unit">
          {formatBRL(unit)} por quentinha{discount > 0 ? ` · ${discount}% mais barato` : ''}
        </p>
        {/* the validity is said before buying (consumer law): a sentence, not a footnote */}
        <p className="pack-card__validity">
          {validityText(offer.validity_days).replace(/^./, (c) => c.toUpperCase())}.
        </p>
        <div className="pack-card__footer">
          <span className="pack-card__price">{formatBRL(offer.price)}</span>
          <Button
            type="primary"
            size="large"
            onClick={onBuy}
            onPointerEnter={prefetchDialog}
            onFocus={prefetchDialog}
            aria-label={`Comprar ${offer.name}`}
          >
            Comprar
          </Button>
        </div>
      </div>
    </article>
  );
}

/** The storefront's 'Pacotes' (issue 30): nothing at all while the shop offers none. */
export default function PacksSection() {
  const offers = usePackOffers();
  const products = useActiveProducts();
  const [buying, setBuying] = useState<PackOfferDto | null>(null);
  const list = offers.data ?? [];
  if (list.length === 0) return null;
  const boxPrice = (o: PackOfferDto) =>
    o.box_price ?? products.data?.find((p) => p.id === o.product_id)?.sizes.find((s) => s.name === o.size)?.price;
  const productName = (o: PackOfferDto) => o.product_name ?? products.data?.find((p) => p.id === o.product_id)?.name;

  return (
    <section className="menu-section packs-section" aria-labelledby="sec-pacotes">
      <h2 id="sec-pacotes" className="menu-section__title">
        Pacotes
      </h2>
      <p className="packs-section__intro">Pague antes, economize e use uma quentinha por vez, quando quiser.</p>
      <div className="product-grid">
        {list.map((o) => (
          <OfferCard key={o.id} offer={o} boxPrice={boxPrice(o)} onBuy={() => setBuying(o)} />
        ))}
      </div>
      {buying && (
        <Suspense fallback={null}>
          <PurchaseDialog
            key={buying.id}
            offer={buying}
            productLabel={quentinhaName(productName(buying), buying.size)}
            onClose={() => setBuying(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
