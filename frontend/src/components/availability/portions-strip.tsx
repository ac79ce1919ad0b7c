import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import Button from 'antd/es/button';
import type { ReactElement } from 'react';
import Popconfirm from 'antd/es/popconfirm';
import type { DishDto } from '@quentinha/shared/api/types';
import { isSoldOut } from '@quentinha/shared/availability/portions';
import { useSetPortions } from '@/api/availability';
import { soldOutNames, usePickerMenu } from '@/api/catalog';
import { PanelToggle } from '@/components/order-board/panel-toggle';
import { useStoredFlag } from '@/components/order-board/use-stored-flag';
import './availability.css';

const STORAGE_KEY = 'quentinha:board-portions:v1';

/** Shown or not, per screen (a wall keeps its choice); the button says how many ran out. */
export function usePortionsToggle(): { shown: boolean; button: ReactElement } {
  const [shown, setShown] = useStoredFlag(STORAGE_KEY);
  const menu = usePickerMenu().data;
  const out = menu?.menuId ? soldOutNames(menu).size : 0;
  const button = (
    <PanelToggle shown={shown} onToggle={setShown} icon={<AppstoreOutlined aria-hidden />}>
      Porções{out > 0 ? ` · ${out} ${out === 1 ? 'esgotado' : 'esgotados'}` : ''}
    </PanelToggle>
  );
  return { shown, button };
}

/**
 * What is left of today's dishes, on the kitchen and management boards (DECISIONS 9.3): 'Acabou'
 * sells a dish out in one tap (confirmed, as it stops the storefront at once); 'Liberar' puts it
 * back on sale with the cap it had (DECISIONS 10.10: the server keeps the cap beside the mark). Exact caps are set in 'Montar Cardápio Diário'.
 */
export function PortionsStrip() {
  const menu = usePickerMenu();
  const setPortions = useSetPortions();
  const data = menu.data;
  if (!data?.menuId || data.dishes.length === 0) return null;
  const menuId = data.menuId;

  const change = (dish: DishDto, soldOut: boolean) => setPortions.mutate({ menuId, dishId: dish.id, sold_out: soldOut });
  const busy = (dish: DishDto) => setPortions.isPending && setPortions.variables?.dishId === dish.id;

  return (
    <section className="portions-strip" aria-label="Porções de hoje">
      <span className="portions-strip__title">Porções de hoje</span>
      <ul className="portions-strip__list">
        {data.dishes.map((dish) => {
          const left = data.remaining[dish.id] ?? null;
          const out = isSoldOut(data.remaining, dish.id);
          return (
            <li key={dish.id} className={`portion${out ? ' portion--out' : ''}`} data-testid="portion">
              <span className="portion__name">{dish.name}</span>
              {out ? (
                <>
                  <span className="sold-out-tag">Esgotado</span>
                  <Button size="small" loading={busy(dish)} onClick={() => change(dish, false)}>
                    Liberar
                  </Button>
                </>
              ) : (
                <>
                  {left !== null && <span className="portion__left">{left === 1 ? 'resta 1' : `restam ${left}`}</span>}
                  <Popconfirm
                    title={`Acabou ${dish.name}?`}
                    description="A loja deixa de oferecer este prato agora."
                    okText="Acabou"
                    cancelText="Voltar"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => change(dish, true)}
                  >
                    <Button size="small" danger loading={busy(dish)} aria-label={`Acabou ${dish.name}`}>
                      Acabou
                    </Button>
                  </Popconfirm>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
