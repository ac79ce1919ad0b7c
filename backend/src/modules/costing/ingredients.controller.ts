import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { IngredientDto, IngredientPriceDto } from '@quentinha/shared/costing/api';
import { Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CreateIngredientDto, IngredientListQueryDto, UpdateIngredientDto } from './dto/costing.dto.js';
import { IngredientsService } from './ingredients.service.js';

/** 'Insumos' (DECISIONS 10.7), admin only: costs never leave the back office. */
@ApiTags('costing')
@ApiCookieAuth()
@Controller('ingredients')
export class IngredientsController {
  constructor(private readonly ingredients: IngredientsService) {}

  @Roles('admin')
  @Get()
  list(@Query() query: IngredientListQueryDto): Promise<IngredientDto[]> {
    return this.ingredients.list(query.active === 'true');
  }

  @Roles('admin')
  @Get(':id')
  get(@IdParam('Insumo') id: string): Promise<IngredientDto> {
    return this.ingredients.get(id);
  }

  @Roles('admin')
  @Get(':id/prices')
  prices(@IdParam('Insumo') id: string): Promise<IngredientPriceDto[]> {
    return this.ingredients.prices(id);
  }

  @Roles('admin')
  @Post()
  create(@Body() dto: CreateIngredientDto): Promise<IngredientDto> {
    return this.ingredients.create(dto);
  }

  @Roles('admin')
  @Put(':id')
  update(@IdParam('Insumo') id: string, @Body() dto: UpdateIngredientDto): Promise<IngredientDto> {
    return this.ingredients.update(id, dto);
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Insumo') id: string): Promise<void> {
    await this.ingredients.remove(id);
  }
}
