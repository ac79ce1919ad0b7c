import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { CreateNeighborhoodDto, UpdateNeighborhoodDto } from './dto/neighborhood.dto.js';
import { NeighborhoodListQueryDto } from './dto/neighborhood-list.query.js';
import { NeighborhoodsService } from './neighborhoods.service.js';
import { IdParam } from '../../common/http/id-param.js';

@ApiTags('neighborhoods')
@Controller('neighborhoods')
export class NeighborhoodsController {
  constructor(private readonly neighborhoods: NeighborhoodsService) {}

  @Public()
  @Get()
  list(
    @CurrentUser() user: AuthUser | null,
    @Query() query: NeighborhoodListQueryDto,
  ): Promise<NeighborhoodDto[]> {
    return this.neighborhoods.list(user, query);
  }

  @Public()
  @Get(':id')
  get(@IdParam('Bairro') id: string, @CurrentUser() user: AuthUser | null): Promise<NeighborhoodDto> {
    return this.neighborhoods.get(id, user);
  }

  @Roles('admin')
  @Post()
  create(@Body() dto: CreateNeighborhoodDto): Promise<NeighborhoodDto> {
    return this.neighborhoods.create(dto);
  }

  @Roles('admin')
  @Put(':id')
  update(@IdParam('Bairro') id: string, @Body() dto: UpdateNeighborhoodDto): Promise<NeighborhoodDto> {
    return this.neighborhoods.update(id, dto);
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Bairro') id: string): Promise<void> {
    await this.neighborhoods.remove(id);
  }
}
