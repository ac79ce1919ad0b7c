import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Spin from 'antd/es/spin';
import { useCallback, useMemo, useState } from 'react';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { DAILY_MENU_MESSAGES, validateMenuDate } from '@quentinha/shared/validation/daily-menu';
import { EmptyState } from '@/components/feedback/empty-state';
import { useToast } from '@/components/feedback/toast';
import { DayPicker } from '@/components/form/day-picker';
import { ruleFrom } from '@/components/form/rule-from';
import { useMenuDishes, useMenuForDate, useSaveDailyMenu } from './api';
import { DishGroupCard } from './dish-group-card';
import { CopyMenu } from './copy-menu';
import { groupDishesByType } from '@quentinha/shared/catalog/dish-groups';
import { menuDishIds, selectedLabel } from './menu-groups';
import { reloadPage } from './reload-page';
import { MenuCosting } from '@/components/costing/menu-costing';
import { type MenuView, MenuViewSwitch, WeekView } from './week-view';
import './daily-menu.css';

const DATE_RULES = [ruleFrom(validateMenuDate)];
const NO_IDS: ReadonlySet<string> = new Set();

type Caps = Readonly<Record<string, number | null>>;
const NO_CAPS: Caps = {};

/** Unsaved checks and portion caps of one date; another date shows what the server has for it. */
interface Draft {
  date: string;
  ids: ReadonlySet<string>;
  caps: Caps;
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));
const sameCaps = (a: Caps, b: Caps, ids: ReadonlySet<string>) => [...ids].every((id) => (a[id] ?? null) === (b[id] ?? null));

/** 'Montar Cardápio Diário': the dishes offered on a day, grouped by type (SPEC sections 2 and 4). */
export default function DailyMenuPage() {
  const [form] = Form.useForm<{ date: string | null }>();
  const [today] = useState(todaySaoPaulo);
  const watched = Form.useWatch('date', form);
  // undefined until the form is mounted: the initial value
  const date: string | null = watched === undefined ? today : watched;
  const key = date ?? '';

  const dishes = useMenuDishes();
  const menu = useMenuForDate(date);
  const save = useSaveDailyMenu();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [view, setView] = useState<MenuView>('dia');
  const openDay = useCallback(
    (day: string) => {
      form.setFieldValue('date', day);
      setView('dia');
    },
    [form],
  );

  const groups = useMemo(() => groupDishesByType(dishes.data ?? []), [dishes.data]);
  const saved = useMemo<ReadonlySet<string>>(() => (menu.data ? new Set(menu.data.dishes) : NO_IDS), [menu.data]);
  const savedCaps = menu.data?.portions ?? NO_CAPS;
  const selected = draft?.date === key ? draft.ids : saved;
  const caps = draft?.date === key ? draft.caps : savedCaps;
  const count = menuDishIds(groups, selected).length;
  // what is left follows the saved cap: a changed cap shows its count again once saved
  const remaining = useMemo(() => {
    const left = menu.data?.remaining;
    if (!left) return undefined;
    return Object.fromEntries(Object.entries(left).filter(([id]) => (caps[id] ?? null) === (savedCaps[id] ?? null)));
  }, [menu.data?.remaining, caps, savedCaps]);
  const dirty = draft?.date === key && (!sameIds(draft.ids, saved) || !sameCaps(draft.caps, savedCaps, draft.ids));
  const menuLoading = !!date && menu.isPending;
  const blocked = menuLoading || (!!date && menu.isError);

  const edit = useCallback(
    (ids: string[], checked: boolean) =>
      setDraft((prev) => {
        const next = new Set(prev?.date === key ? prev.ids : saved);
        for (const id of ids) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return { date: key, ids: next, caps: prev?.date === key ? prev.caps : savedCaps };
      }),
    [key, saved, savedCaps],
  );
  const toggle = useCallback((id: string, checked: boolean) => edit([id], checked), [edit]);
  const setCap = useCallback(
    (id: string, cap: number | null) =>
      setDraft((prev) => {
        const base = prev?.date === key ? prev : { date: key, ids: saved, caps: savedCaps };
        return { ...base, caps: { ...base.caps, [id]: cap } };
      }),
    [key, saved, savedCaps],
  );

  const onSave = async () => {
    const { date: day } = await form.validateFields().catch(() => ({ date: null }));
    if (!day || blocked) return;
    const chosen = menuDishIds(groups, selected);
    const portions = Object.fromEntries(chosen.map((id) => [id, caps[id] ?? null]));
    save.mutate(
      { id: menu.data?.id ?? null, date: day, dishes: chosen, portions },
      {
        onSuccess: () => {
          setDraft((prev) => (prev?.date === day ? null : prev));
          toast.success(DAILY_MENU_MESSAGES.saved);
        },
      },
    );
  };

  if (dishes.isPending) {
    return (
      <section className="page daily-menu">
        <h1 className="page__title">Montar Cardápio Diário</h1>
        <div className="daily-menu__loading" role="status">
          <Spin size="large" />
          <p>Carregando Cardápio</p>
        </div>
      </section>
    );
  }

  if (groups.length === 0) {
    return (
      <section className="page daily-menu">
        <h1 className="page__title">Montar Cardápio Diário</h1>
        <EmptyState text="Nenhum Prato Disponível">
          <Button onClick={reloadPage}>Tentar Novamente</Button>
        </EmptyState>
      </section>
    );
  }

  return (
    <section className="page daily-menu">
      <h1 className="page__title">Montar Cardápio Diário</h1>
      <MenuViewSwitch value={view} onChange={setView} />
      {view === 'semana' && <WeekView today={today} dishes={dishes.data ?? []} onOpenDay={openDay} />}
      {/* a div, not a form: Enter in the date picker must not save the menu; hidden, not unmounted, in 'Semana' */}
      <Form
        form={form}
        name="daily-menu"
        component="div"
        layout="vertical"
        initialValues={{ date: today }}
        className="daily-menu__form"
        hidden={view === 'semana'}
      >
        <div className="daily-menu__toolbar">
          <Form.Item name="date" label="Data do Cardápio" rules={DATE_RULES} className="daily-menu__date">
            <DayPicker placeholder="dd/mm/aaaa" style={{ width: '100%' }} />
          </Form.Item>
          <MenuStatus date={date} menu={menu} />
          {date && menu.data && !dirty && (
            <CopyMenu
              menuId={menu.data.id}
              date={date}
              disabled={save.isPending}
              onCopied={(day) => form.setFieldValue('date', day)}
            />
          )}
        </div>

        <Spin spinning={menuLoading} delay={200}>
          <div className="daily-menu__groups">
            {groups.map((g) => (
              <DishGroupCard
                key={g.type}
                group={g}
                selected={selected}
                disabled={blocked || save.isPending}
                onToggle={toggle}
                onToggleAll={edit}
                caps={caps}
                remaining={remaining}
                onCap={setCap}
              />
            ))}
          </div>
        </Spin>

        {/* issue 31: cost and food cost % of each box and size of the saved menu */}
        {menu.data && <MenuCosting menuId={menu.data.id} version={menu.data.dishes.join(',')} dirty={dirty} />}

        <div className="daily-menu__footer">
          <p className="daily-menu__summary" aria-live="polite">
            {selectedLabel(count)}
            {dirty && <span className="daily-menu__dirty"> · alterações não salvas</span>}
          </p>
          <Button type="primary" size="large" onClick={() => void onSave()} loading={save.isPending} disabled={blocked}>
            Salvar Cardápio do Dia
          </Button>
        </div>
      </Form>
    </section>
  );
}

function MenuStatus({ date, menu }: { date: string | null; menu: ReturnType<typeof useMenuForDate> }) {
  if (!date) return null;
  if (menu.isError) {
    return (
      <Alert
        type="error"
        showIcon
        className="daily-menu__status"
        title="Não foi possível carregar o cardápio desta data."
        action={
          <Button size="small" onClick={() => void menu.refetch()}>
            Recarregar
          </Button>
        }
      />
    );
  }
  if (menu.isPending) return <p className="daily-menu__hint">Buscando o cardápio desta data...</p>;
  return (
    <p className="daily-menu__hint">
      {menu.data ? 'Esta data já tem cardápio: salvar atualiza o existente.' : 'Ainda não há cardápio para esta data.'}
    </p>
  );
}
