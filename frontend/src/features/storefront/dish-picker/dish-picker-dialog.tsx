import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import type { ProductDto, Size } from '@quentinha/shared/api/types';
import { DEFAULT_SIZE, SIZE_LABELS } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { canAddDish, canConfirmDishes, maxDishes, toggleDish } from '@quentinha/shared/validation/dish-picker';
import { soldOutNames, usePickerMenu } from '@/api/catalog';
import { useBackCloses } from '@/hooks/use-back-closes';
import type { NewCartItem } from '@/stores/cart/cart-line';
import { groupDishesByType } from '@quentinha/shared/catalog/dish-groups';

interface Props {
  product: ProductDto;
  open: boolean;
  onClose: () => void;
  onAdd: (item: NewCartItem) => void;
}

/** 'Monte sua {product}': a size and 1..max dishes from today's menu (SPEC sections 2 and 5). */
export default function DishPickerDialog({ product, open, onClose, onAdd }: Props) {
  // the phone's Back closes the picker, not the store (issue 24)
  useBackCloses(open, onClose);
  const menu = usePickerMenu(open);
  const sizes = product.sizes?.length ? product.sizes : [{ name: DEFAULT_SIZE, price: product.price, cost: product.cost }];
  const [sizeName, setSizeName] = useState<Size>(sizes[0]!.name);
  const [picked, setPicked] = useState<string[]>([]);
  const soldOut = soldOutNames(menu.data);
  // a dish that sells out while the picker is open leaves the selection (the chip says why)
  const selected = picked.filter((name) => !soldOut.has(name));

  const max = maxDishes(product);
  const size = sizes.find((s) => s.name === sizeName) ?? sizes[0]!;
  const groups = groupDishesByType(menu.data?.dishes ?? []);
  const full = !canAddDish(selected.length, max);

  const confirm = () => {
    if (!canConfirmDishes(selected.length)) return;
    onAdd({
      product_id: product.id,
      productName: product.name,
      size: size.name,
      price: size.price,
      cost: size.cost ?? 0,
      chosen_dishes: selected,
      category: product.category,
    });
  };

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
          <Button type="primary" size="large" disabled={!canConfirmDishes(selected.length)} onClick={confirm}>
            Adicionar · {formatBRL(size.price)}
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
          Escolha os itens <span className="dish-picker__count" aria-live="polite">{`${selected.length} de ${max}`}</span>
        </legend>
        <p className="dish-picker__hint">
          {full ? `Você já escolheu o máximo de ${max} itens.` : `Escolha de 1 a ${max} itens.`}
        </p>

        {menu.isPending && <Spin />}
        {menu.isSuccess && groups.length === 0 && (
          <Alert type="info" showIcon title="Nenhum prato disponível hoje." />
        )}
        {groups.map((group) => (
          <div key={group.type} className="dish-group">
            <h4 className="dish-group__title">{group.type}</h4>
            <div className="dish-group__list">
              {group.dishes.map((dish) => {
                const checked = selected.includes(dish.name);
                const out = soldOut.has(dish.name);
                return (
                  <Checkbox
                    key={dish.id}
                    className={`dish-chip${checked ? ' dish-chip--checked' : ''}${out ? ' dish-chip--out' : ''}`}
                    checked={checked}
                    // selection stops at the limit; chosen ones can still be unticked
                    disabled={out || (!checked && full)}
                    onChange={() => setPicked(toggleDish(selected, dish.name, max))}
                  >
                    <span className="dish-chip__name">{dish.name}</span>
                    {out && <span className="sold-out-tag">Esgotado</span>}
                  </Checkbox>
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>
    </Modal>
  );
}
