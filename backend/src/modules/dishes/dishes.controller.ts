import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DishDto } from '@quentinha/shared/api/types';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { DishesService } from './dishes.service.js';
import { DishListQueryDto } from './dto/dish-list.query.js';
import { CreateDishDto, UpdateDishDto } from './dto/dish.dto.js';
import { IdParam } from '../../common/http/id-param.js';

@ApiTags('dishes')
@Controller('dishes')
export class DishesController {
  constructor(private readonly dishes: DishesService) {}

  @Public()
  @Get()
  list(@CurrentUser() user: AuthUser | null, @Query() query: DishListQueryDto): Promise<DishDto[]> {
    return this.dishes.list(user, query);
  }

  @Public()
  @Get(':id')
  get(@IdParam('Prato') id: string, @CurrentUser() user: AuthUser | null): Promise<DishDto> {
    return this.dishes.get(id, user);
  }

  @Roles('admin')
  @Post()
  create(@Body() dto: CreateDishDto): Promise<DishDto> {
    return this.dishes.create(dto);
  }

  @Roles('admin')
  @Put(':id')
  update(@IdParam('Prato') id: string, @Body() dto: UpdateDishDto): Promise<DishDto> {
    return this.dishes.update(id, dto);
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Prato') id: string): Promise<void> {
    await this.dishes.remove(id);
  }
}
