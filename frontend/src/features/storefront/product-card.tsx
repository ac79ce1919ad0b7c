import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useRef } from 'react';
import type { ProductDto } from '@quentinha/shared/api/types';
import { isDrink } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { isOutOfStock } from '@quentinha/shared/catalog/stock';
import { assetImage } from '@/config/env';
import { needsDishPicker, priceFrom } from './product-sections';

interface Props {
  product: ProductDto;
  onBuild: (product: ProductDto) => void;
  /** a pointer over 'Montar Prato', a finger on it or its focus: the picker's code can start */
  onBuildIntent?: () => void;
  /** direct add; gets the image element so the animation starts from it */
  onAdd: (product: ProductDto, from: Element | null) => void;
}

/** How wide the card's picture is drawn (styles/app.css: a 104 px square on phones, then 2-4 columns). */
const CARD_IMAGE_SIZES = '(max-width: 639px) 104px, (max-width: 1099px) 50vw, (max-width: 1359px) 33vw, 25vw';

export function ProductCard({ product, onBuild, onBuildIntent, onAdd }: Props) {
  const media = useRef<HTMLDivElement>(null);
  const image = assetImage(product.image_url);
  const { price, varies } = priceFrom(product);
  const build = needsDishPicker(product);
  const drink = isDrink(product.category, product.name);
  // a counted product with nothing left (DECISIONS 10.10)
  const soldOut = product.sold_out === true || isOutOfStock(product.stock);

  return (
    <article className="product-card">
      <div className="product-card__media" ref={media}>
        {image ? (
          <img {...image} sizes={CARD_IMAGE_SIZES} alt={product.name} loading="lazy" decoding="async" />
        ) : (
          <span className="product-card__placeholder" aria-hidden>
            {drink ? '🥤' : build ? '🍱' : '🍰'}
          </span>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">{product.name}</h3>
        {product.description && <p className="product-card__desc">{product.description}</p>}
        <div className="product-card__footer">
          <span className="product-card__price">
            {varies && <small>a partir de </small>}
            {formatBRL(price)}
          </span>
          {build ? (
            <Button
              type="primary"
              size="large"
              onClick={() => onBuild(product)}
              onPointerEnter={onBuildIntent}
              onPointerDown={onBuildIntent}
              onFocus={onBuildIntent}
            >
              Montar Prato
            </Button>
          ) : soldOut ? (
            <Button size="large" disabled aria-label={`${product.name} esgotado`}>
              Esgotado
            </Button>
          ) : (
            <Button
              type="primary"
              size="large"
              icon={<PlusOutlined aria-hidden />}
              aria-label={`Adicionar ${product.name}`}
              onClick={() => onAdd(product, media.current)}
            >
              Adicionar
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
