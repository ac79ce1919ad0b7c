import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import Button from 'antd/es/button';
import { formatBRL } from '@quentinha/shared/money/money';
import { useRecipes } from '@/api/costing';
import './costing.css';

/** A dish's cost per medio portion from its ficha técnica, or that it has none yet. */
export function RecipeCost({ dishId }: { dishId: string }) {
  // one request for the whole list (GET /api/recipes), shared by every row
  const recipes = useRecipes();
  if (!recipes.data) return null;
  const recipe = recipes.data.find((r) => r.dish_id === dishId);
  return recipe ? (
    <span className="costing-number">{formatBRL(recipe.cost_per_portion)}/porção</span>
  ) : (
    <span className="costing-muted">Sem ficha</span>
  );
}

/** Opens the dish's ficha técnica. */
export function RecipeButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Button size="small" icon={<ExperimentOutlined aria-hidden />} aria-label={`Ficha técnica de ${name}`} onClick={onOpen}>
      Ficha técnica
    </Button>
  );
}
