import { Body, Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { RecipeDto } from '@quentinha/shared/costing/api';
import { Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { RecipeInputDto } from './dto/costing.dto.js';
import { RecipesService } from './recipes.service.js';

/** 'Ficha Técnica' of a dish. */
@ApiTags('costing')
@ApiCookieAuth()
@Controller()
export class RecipesController {
  constructor(private readonly recipes: RecipesService) {}

  @Roles('admin')
  @Get('recipes')
  list(): Promise<RecipeDto[]> {
    return this.recipes.list();
  }

  @Roles('admin')
  @Get('dishes/:id/recipe')
  get(@IdParam('Prato') id: string): Promise<RecipeDto> {
    return this.recipes.get(id);
  }

  @Roles('admin')
  @Put('dishes/:id/recipe')
  put(@IdParam('Prato') id: string, @Body() dto: RecipeInputDto): Promise<RecipeDto> {
    return this.recipes.put(id, dto);
  }

  @Roles('admin')
  @Delete('dishes/:id/recipe')
  @HttpCode(204)
  async remove(@IdParam('Prato') id: string): Promise<void> {
    await this.recipes.remove(id);
  }
}
