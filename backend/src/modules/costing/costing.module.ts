import { Module } from '@nestjs/common';
import { CostingController } from './costing.controller.js';
import { IngredientsController } from './ingredients.controller.js';
import { LeftoversController } from './leftovers.controller.js';
import { RecipesController } from './recipes.controller.js';
import { CostingSettingsService } from './costing-settings.service.js';
import { IngredientsService } from './ingredients.service.js';
import { LeftoversService } from './leftovers.service.js';
import { MenuCostingService } from './menu-costing.service.js';
import { RecipesService } from './recipes.service.js';
import { ShoppingListService } from './shopping-list.service.js';

/**
 * Ficha técnica (DECISIONS 10.7, issue 31): ingredients, recipes, 'Custos', the menu's food
 * cost, the shopping list and leftovers. Orders price boxes from the same recipe book
 * (recipe-costs.ts), read straight from the tables like the rest of their catalogue.
 */
@Module({
  controllers: [IngredientsController, RecipesController, CostingController, LeftoversController],
  providers: [IngredientsService, RecipesService, CostingSettingsService, MenuCostingService, ShoppingListService, LeftoversService],
})
export class CostingModule {}
