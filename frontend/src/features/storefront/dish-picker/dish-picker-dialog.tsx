import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { Fragment, useId, useState } from 'react';
import type { ProductDto, Size } from '@quentinha/shared/api/types';
import { boxGuide, ruleText } from '@quentinha/shared/catalog/composition';
import { unitPriceWithExtras } from '@quentinha/shared/catalog/extras';
import { DEFAULT_SIZE, SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { soldOutNames, usePickerMenu } from '@/api/catalog';
import { useBackCloses } from '@/hooks/use-back-closes';
import type { NewCartItem } from '@/stores/cart/cart-line';
import { groupDishesByType } from '@quentinha/shared/catalog/dish-groups';
import { boxOf, chosenTypes, dishFit } from '@/components/orders/dish-fit';
import { ExtrasField } from './extras-field';
import './dish-picker.css';

interface Props {
  product: ProductDto;
  open: boolean;
  onClose: () => void;
  onAdd: (item: NewCartItem) => void;
  /** 'Pedir de novo' (issue 28): the box starts as the earlier order had it, minus what is off today */
  initial?: { size: Size; dishes: string[]; extras?: string[] };
}

/**
 * 'Monte sua {product}': a size, the dishes its box takes from today's menu (SPEC sections 2 and 5;
 * the size's composition, DECISIONS 10.10, guides: 'Escolha 1 Proteína') and paid extras.
 */
export default function DishPickerDialog({ product, open, onClose, onAdd, initial }: Props) {
  // the phone's Back closes the picker, not the store (issue 24)
  useBackCloses(open, onClose);
  const menu = usePickerMenu(open);
  const sizes = product.sizes?.length
    ? product.sizes
    : [{ name: DEFAULT_SIZE, price: product.price, cost: product.cost }];
  const [sizeName, setSizeName] = useState<Size>(() =>
    initial && sizes.some((s) => s.name === initial.size) ? initial.size : sizes[0]!.name,
  );
  const [picked, setPicked] = useState<string[]>(() => initial?.dishes ?? []);
  const [extraIds, setExtraIds] = useState<string[]>(() => initial?.extras ?? []);
  const uid = useId();
  const soldOut = soldOutNames(menu.data);
  // a dish that sells out while the picker is open leaves the selection (the chip says why)
  const selected = picked.filter((name) => !soldOut.has(name));

  const size = sizes.find((s) => s.name === sizeName) ?? sizes[0]!;
  const box = boxOf(product, size);
  // the counter's total: what the composition can hold, within the dish limit
  const max = box.composition ? Math.min(box.maxItems, box.composition.reduce((n, r) => n + r.max, 0)) : box.maxItems;
  const dishes = menu.data?.dishes ?? [];
  // a size with a composition offers only the types it takes: the others would be a wall of disabled chips
  const groups = groupDishesByType(dishes).filter(
    (g) => !box.composition || box.composition.some((r) => r.type === g.type),
  );
  const types = chosenTypes(selected, dishes);
  const full = selected.length >= max;
  // null: the box may go to the cart; else what is missing or over ('Escolha 1 Proteína')
  const guide = boxGuide(box, types);
  const extras = (product.extras ?? []).filter((e) => extraIds.includes(e.id));
  const price = unitPriceWithExtras(size.price, extras);

  const toggle = (name: string, fits: boolean) => {
    if (selected.includes(name)) setPicked(selected.filter((d) => d !== name));
    else if (fits) setPicked([...selected, name]);
  };

  const confirm = () => {
    if (guide !== null) return;
    onAdd({
      product_id: product.id,
      productName: product.name,
      size: size.name,
      price,
      cost: size.cost ?? 0,
      chosen_dishes: selected,
      ...(extras.length ? { extras: extras.map(({ id, name, price: p }) => ({ id, name, price: p })) } : {}),
      category: product.category,
    });
  };

  const hint = box.composition
    ? (guide ?? 'Tudo certo: pode adicionar.')
    : full
      ? `Você já escolheu o máximo de ${max} itens.`
      : `Escolha de 1 a ${max} itens.`;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={`Monte sua ${product.name}`}
      centered
      width={560}
      destroyOnHidden
      className="dish-picker sheet-dialog"
      footer={
        <div className="dish-picker__footer">
          <Button size="large" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="primary" size="large" disabled={guide !== null} onClick={confirm}>
            Adicionar · {formatBRL(price)}
          </Button>
        </div>
      }
    >
      {sizes.length > 1 && (
        <fieldset className="dish-picker__block">
          <legend className="dish-picker__legend">Tamanho</legend>
          <Radio.Group
            value={sizeName}
            onChange={(e) => setSizeName(e.target.value as Size)}
            className="size-options"
            optionType="button"
            buttonStyle="solid"
            options={sizes.map((s) => ({
              value: s.name,
              label: (
                <span className="size-option">
                  <span>{SIZE_LABELS[s.name] ?? s.name}</span>
                  <strong>{formatBRL(s.price)}</strong>
                </span>
              ),
            }))}
          />
        </fieldset>
      )}

      <fieldset className="dish-picker__block">
        <legend className="dish-picker__legend">
          Escolha os itens{' '}
          <span className="dish-picker__count" aria-live="polite">{`${selected.length} de ${max}`}</span>
        </legend>
        <p className="dish-picker__hint" aria-live="polite">
          {hint}
        </p>

        {menu.isPending && <Spin />}
        {menu.isSuccess && groups.length === 0 && <Alert type="info" showIcon title="Nenhum prato disponível hoje." />}
        {groups.map((group) => {
          const rule = box.composition?.find((r) => r.type === group.type);
          const headingId = `${uid}-${group.type}`;
          return (
            <div key={group.type} className="dish-group" role="group" aria-labelledby={headingId}>
              <h4 id={headingId} className="dish-group__title">
                {group.type}
              </h4>
              {rule && <p className="dish-group__rule">{ruleText(rule)}</p>}
              <div className="dish-group__list">
                {group.dishes.map((dish, i) => {
                  const checked = selected.includes(dish.name);
                  const out = soldOut.has(dish.name);
                  const fit = dishFit(box, types, dish, checked, menu.data?.remaining);
                  // dish ids may hold spaces, which aria-describedby would split
                  const reasonId = `${uid}-${group.type}-${i}`;
                  const described = [out ? null : fit.reason, fit.left !== null ? `restam ${fit.left}` : null]
                    .filter(Boolean)
                    .join('. ');
                  // the reason sits outside the label so the dish's accessible name stays its name
                  return (
                    <Fragment key={dish.id}>
                      <Checkbox
                        className={`dish-chip${checked ? ' dish-chip--checked' : ''}${out ? ' dish-chip--out' : ''}`}
                        checked={checked}
                        // what no longer fits the box is disabled; chosen ones can still be unticked
                        disabled={fit.disabled}
                        aria-describedby={described ? reasonId : undefined}
                        onChange={() => toggle(dish.name, !fit.disabled)}
                      >
                        <span className="dish-chip__name">{dish.name}</span>
                        {out && <span className="sold-out-tag">Esgotado</span>}
                        {fit.left !== null && (
                          <span className="few-left-tag" aria-hidden>
                            restam {fit.left}
                          </span>
                        )}
                      </Checkbox>
                      {described && (
                        <span id={reasonId} className="visually-hidden">
                          {described}
                        </span>
                      )}
                    </Fragment>
                  );
                })}
              </div>
            </div>
          );
        })}
      </fieldset>

      <ExtrasField extras={product.extras ?? []} value={extraIds} onChange={setExtraIds} />
    </Modal>
  );
}
