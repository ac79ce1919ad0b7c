import type { DishDto } from '@quentinha/shared/api/types';
import { isSoldOut } from '@quentinha/shared/availability/portions';
import { groupDishesByType } from '@quentinha/shared/catalog/dish-groups';
import { soldOutNames, type PickerMenu } from '@/api/catalog';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';

/**
 * 'Cardápio de hoje': the day's dishes at a glance, a sold-out one marked 'Esgotado' as soon as
 * the kitchen says so (DECISIONS 9.3). Shown only when the owner published a menu for today.
 */
export function TodayDishes({ menu }: { menu: PickerMenu | undefined }) {
  // on a phone the list would push the products off the first screen: folded until asked for
  const wide = useMediaQuery(MD_UP);
  if (!menu?.menuId || menu.dishes.length === 0) return null;
  const out = soldOutNames(menu).size;
  return (
    <details className="today-dishes" open={wide || undefined} key={wide ? 'wide' : 'narrow'}>
      <summary className="today-dishes__summary">
        <h2 className="today-dishes__title">Cardápio de hoje</h2>
        {out > 0 && <span className="sold-out-tag">{out === 1 ? '1 esgotado' : `${out} esgotados`}</span>}
      </summary>
      {groupDishesByType(menu.dishes).map((group) => (
        <div key={group.type} className="today-dishes__group">
          <span className="today-dishes__type">{group.type}</span>
          <ul className="today-dishes__list">
            {group.dishes.map((dish: DishDto) => (
              <DishChip key={dish.id} dish={dish} soldOut={isSoldOut(menu.remaining, dish.id)} />
            ))}
          </ul>
        </div>
      ))}
    </details>
  );
}

function DishChip({ dish, soldOut }: { dish: DishDto; soldOut: boolean }) {
  return (
    <li className={`today-dish${soldOut ? ' today-dish--out' : ''}`} data-testid="today-dish">
      <span className="today-dish__name">{dish.name}</span>
      {soldOut && <span className="sold-out-tag">Esgotado</span>}
    </li>
  );
}
