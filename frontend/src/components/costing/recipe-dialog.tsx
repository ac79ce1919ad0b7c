import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { SIZES, SIZE_LETTERS } from '@quentinha/shared/catalog/sizes';
import type { IngredientDto, RecipeDto, RecipeInput } from '@quentinha/shared/costing/api';
import {
  COSTING_LIMITS,
  portionCostAtSize,
  validateRecipeItems,
  validateRecipeQuantity,
  validateYieldPortions,
} from '@quentinha/shared/costing/costing';
import { formatBRL } from '@quentinha/shared/money/money';
import { useCostingSettings, useIngredients, useRecipe, useSaveRecipe } from '@/api/costing';
import { errorMessage } from '@/api/client';
import { useToast } from '@/components/feedback/toast';
import { NumberField } from '@/components/form/number-field';
import { ruleFrom } from '@/components/form/rule-from';
import { liveRecipeCost, type RecipeDraft } from './live-cost';
import './costing.css';

interface Props {
  /** the dish whose ficha técnica is open; null: closed */
  dish: { id: string; name: string } | null;
  onClose: () => void;
}

const emptyDraft = (): RecipeDraft => ({ yield_portions: 10, items: [{ ingredient_id: undefined, quantity: null }] });

const toDraft = (recipe: RecipeDto | null): RecipeDraft =>
  recipe
    ? { yield_portions: recipe.yield_portions, items: recipe.items.map((i) => ({ ingredient_id: i.ingredient_id, quantity: i.quantity })) }
    : emptyDraft();

const toInput = (draft: RecipeDraft): RecipeInput => ({
  yield_portions: draft.yield_portions ?? 0,
  items: draft.items
    .flatMap((i) => (i?.ingredient_id ? [{ ingredient_id: i.ingredient_id, quantity: i.quantity ?? 0 }] : [])),
});

/**
 * 'Ficha Técnica' of a dish (DECISIONS 10.7): the ingredients of one batch with their net
 * quantities and how many portions it yields; the cost per portion follows every keystroke
 * (the shared rule, the same the server prices orders with).
 */
export function RecipeDialog({ dish, onClose }: Props) {
  const open = !!dish;
  const recipe = useRecipe(dish?.id ?? null);
  const ingredients = useIngredients();
  const settings = useCostingSettings();
  const save = useSaveRecipe();
  const toast = useToast();
  const [form] = Form.useForm<RecipeDraft>();
  const loading = open && (recipe.isPending || ingredients.isPending);

  // filled once the form is on screen (it is drawn when the recipe and the ingredients are in)
  useEffect(() => {
    if (!open || loading || recipe.isError) return;
    form.resetFields();
    form.setFieldsValue(toDraft(recipe.data ?? null) as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, loading, recipe.isError, recipe.data, form]);

  const submit = async () => {
    if (!dish) return;
    let draft: RecipeDraft;
    try {
      draft = await form.validateFields();
    } catch {
      return;
    }
    save.mutate(
      { dishId: dish.id, recipe: toInput(draft) },
      {
        onSuccess: () => {
          toast.success('Ficha técnica salva');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={dish ? `Ficha Técnica — ${dish.name}` : 'Ficha Técnica'}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: loading || recipe.isError }}
      onOk={() => void submit()}
      onCancel={onClose}
      className="sheet-dialog recipe-dialog"
      width={720}
      forceRender
      destroyOnHidden={false}
    >
      {!open ? null : recipe.isError ? (
        <Alert type="error" showIcon title="Não foi possível carregar a ficha técnica." description={errorMessage(recipe.error)} />
      ) : loading ? (
        <div className="costing-loading" role="status">
          <Spin />
        </div>
      ) : (
        <RecipeForm form={form} ingredients={ingredients.data ?? []} settings={settings.data} />
      )}
    </Modal>
  );
}

interface FormProps {
  form: ReturnType<typeof Form.useForm<RecipeDraft>>[0];
  ingredients: IngredientDto[];
  settings: ReturnType<typeof useCostingSettings>['data'];
}

function RecipeForm({ form, ingredients, settings }: FormProps) {
  const byId = useMemo(() => new Map(ingredients.map((i) => [i.id, i])), [ingredients]);
  const items = Form.useWatch('items', form);
  const yieldPortions = Form.useWatch('yield_portions', form);
  const live = liveRecipeCost({ items: items ?? [], yield_portions: yieldPortions ?? null }, byId);
  // an inactive ingredient stays choosable where the recipe already has it
  const used = new Set((items ?? []).map((i) => i?.ingredient_id).filter(Boolean));
  const options = ingredients
    .filter((i) => i.active || used.has(i.id))
    .map((i) => ({ value: i.id, label: `${i.name} (${i.unit})` }));

  if (ingredients.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        title="Nenhum insumo cadastrado."
        description={
          <>
            Cadastre primeiro o que a cozinha compra em <Link to={SCREENS.Ingredients}>Insumos</Link>.
          </>
        }
      />
    );
  }

  return (
    <Form form={form} name="recipe" layout="vertical" className="recipe-form">
      <p className="costing-muted recipe-form__hint">
        Quantidades líquidas (já limpas) de uma receita inteira; o fator de correção de cada insumo cobre a perda.
      </p>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_rule, value: RecipeDraft['items']) => {
              const message = validateRecipeItems((value ?? []).filter((i) => i?.ingredient_id));
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="recipe-lines" role="list" aria-label="Insumos da receita">
            {fields.map((field, index) => {
              const line = live.lines[index];
              const ingredient = line?.ingredient;
              return (
                <div key={field.key} className="recipe-line" role="listitem">
                  <Form.Item
                    name={[field.name, 'ingredient_id']}
                    className="recipe-line__ingredient"
                    label={index === 0 ? 'Insumo' : undefined}
                    rules={[{ required: true, message: 'Escolha o insumo.' }]}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      options={options}
                      placeholder="Escolha o insumo"
                      aria-label={`Insumo ${index + 1}`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    className="recipe-line__quantity"
                    label={index === 0 ? 'Quantidade líquida' : undefined}
                    rules={[ruleFrom(validateRecipeQuantity)]}
                  >
                    <NumberField
                      min={0}
                      max={COSTING_LIMITS.recipeQuantity.max}
                      decimalSeparator=","
                      suffix={ingredient?.unit ?? ''}
                      style={{ width: '100%' }}
                      aria-label={`Quantidade ${index + 1}`}
                    />
                  </Form.Item>
                  <span className="recipe-line__cost" aria-label={`Custo da linha ${index + 1}`}>
                    {line && line.cost !== null ? formatBRL(line.cost) : '—'}
                  </span>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remover linha ${index + 1}`}
                    title="Remover"
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </div>
              );
            })}
            <Form.ErrorList errors={errors} />
            {fields.length < COSTING_LIMITS.recipeItems.max && (
              <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ ingredient_id: undefined, quantity: null })} block>
                Adicionar insumo
              </Button>
            )}
          </div>
        )}
      </Form.List>

      <Form.Item
        name="yield_portions"
        label="Rendimento (porções médias)"
        rules={[ruleFrom(validateYieldPortions)]}
        className="recipe-form__yield"
      >
        <NumberField min={1} max={COSTING_LIMITS.yieldPortions.max} precision={0} style={{ width: '100%' }} />
      </Form.Item>

      <section className="recipe-summary" aria-label="Custo da receita" aria-live="polite">
        <div className="recipe-summary__row">
          <span>Custo da receita</span>
          <strong>{formatBRL(live.batch)}</strong>
        </div>
        <div className="recipe-summary__row recipe-summary__row--main">
          <span>Custo por porção (M)</span>
          <strong data-testid="cost-per-portion">{live.perPortion === null ? '—' : formatBRL(live.perPortion)}</strong>
        </div>
        {settings && live.perPortion !== null && (
          <div className="recipe-summary__sizes">
            {SIZES.map((size) => (
              <span key={size}>
                {SIZE_LETTERS[size]} {formatBRL(portionCostAtSize(live.perPortion!, size, settings))}
              </span>
            ))}
          </div>
        )}
      </section>
    </Form>
  );
}
