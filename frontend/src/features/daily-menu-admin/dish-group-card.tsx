import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import { memo } from 'react';
import { NumberField } from '@/components/form/number-field';
import type { DishGroup } from './menu-groups';

interface Props {
  group: DishGroup;
  selected: ReadonlySet<string>;
  disabled: boolean;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: (ids: string[], checked: boolean) => void;
  /** portion cap per dish id (DECISIONS 9.3); absent or null: no cap */
  caps: Readonly<Record<string, number | null>>;
  /** what is left of each capped dish on the saved menu (only where the cap is the saved one) */
  remaining: Readonly<Record<string, number | null>> | undefined;
  onCap: (id: string, cap: number | null) => void;
}

/** One dish type: a checkbox per dish, how many are checked, and check all / none. */
export const DishGroupCard = memo(function DishGroupCard({
  group,
  selected,
  disabled,
  onToggle,
  onToggleAll,
  caps,
  remaining,
  onCap,
}: Props) {
  const ids = group.dishes.map((d) => d.id);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = count === ids.length;

  return (
    <Card
      role="region"
      aria-label={group.type}
      className="menu-group"
      size="small"
      title={
        <span className="menu-group__title">
          {group.type}
          <span className="menu-group__count" aria-label={`${count} de ${ids.length} selecionados`}>
            {count}/{ids.length}
          </span>
        </span>
      }
      extra={
        <Checkbox
          checked={all}
          indeterminate={count > 0 && !all}
          disabled={disabled}
          onChange={(e) => onToggleAll(ids, e.target.checked)}
        >
          Todos
        </Checkbox>
      }
    >
      <ul className="menu-group__list">
        {count > 0 && (
          <li className="menu-group__head" aria-hidden>
            <span className="menu-group__head-cap">Porções</span>
          </li>
        )}
        {group.dishes.map((dish) => (
          <li key={dish.id} className="menu-group__row">
            <Checkbox
              className="menu-group__option"
              checked={selected.has(dish.id)}
              disabled={disabled}
              onChange={(e) => onToggle(dish.id, e.target.checked)}
            >
              {dish.name}
            </Checkbox>
            {selected.has(dish.id) && (
              <span className="menu-group__cap">
                <NumberField
                  size="small"
                  min={0}
                  max={100000}
                  precision={0}
                  value={caps[dish.id] ?? null}
                  placeholder="Sem limite"
                  aria-label={`Porções de ${dish.name}`}
                  disabled={disabled}
                  onChange={(v) => onCap(dish.id, typeof v === 'number' ? v : null)}
                />
                {remaining?.[dish.id] === 0 ? (
                  <span className="sold-out-tag">Esgotado</span>
                ) : (
                  remaining?.[dish.id] != null && <span className="menu-group__left">restam {remaining[dish.id]}</span>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
});
