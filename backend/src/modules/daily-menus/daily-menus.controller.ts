import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DailyMenuDto } from '@quentinha/shared/api/types';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { DailyMenusService, type TodayMenuDto } from './daily-menus.service.js';
import { DailyMenuListQueryDto } from './dto/daily-menu-list.query.js';
import { CopyDailyMenuDto, CreateDailyMenuDto, MenuPortionDto, UpdateDailyMenuDto } from './dto/daily-menu.dto.js';
import { IdParam } from '../../common/http/id-param.js';

@ApiTags('daily-menus')
@Controller('dailymenus')
export class DailyMenusController {
  constructor(private readonly menus: DailyMenusService) {}

  @Public()
  @Get()
  list(@CurrentUser() user: AuthUser | null, @Query() query: DailyMenuListQueryDto): Promise<DailyMenuDto[]> {
    return this.menus.list(user, query);
  }

  /** declared before :id so 'today' is not read as an id */
  @Public()
  @Get('today')
  today(): Promise<TodayMenuDto> {
    return this.menus.today();
  }

  @Public()
  @Get(':id')
  get(@IdParam('Cardápio') id: string, @CurrentUser() user: AuthUser | null): Promise<DailyMenuDto> {
    return this.menus.get(id, user);
  }

  /** 201 when the date had no menu, 200 when its menu was updated */
  @Roles('admin')
  @Post()
  async save(@Body() dto: CreateDailyMenuDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<DailyMenuDto> {
    const { menu, created } = await this.menus.save(dto);
    reply.status(created ? 201 : 200);
    return menu;
  }

  @Roles('admin')
  @Put(':id')
  update(@IdParam('Cardápio') id: string, @Body() dto: UpdateDailyMenuDto): Promise<DailyMenuDto> {
    return this.menus.update(id, dto);
  }

  /** one dish at once, from the board: its cap, or 'Acabou' / 'Liberar' (sold_out) */
  @Roles('admin', 'staff', 'kitchen')
  @Patch(':id/portions')
  portions(@IdParam('Cardápio') id: string, @Body() dto: MenuPortionDto): Promise<DailyMenuDto> {
    return this.menus.setPortion(id, dto);
  }

  /** 'Copiar para amanhã' (or any date): the same dishes and caps; 409 when the date has a menu */
  @Roles('admin')
  @Post(':id/copy')
  copy(@IdParam('Cardápio') id: string, @Body() dto: CopyDailyMenuDto): Promise<DailyMenuDto> {
    return this.menus.copy(id, dto.date);
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Cardápio') id: string): Promise<void> {
    await this.menus.remove(id);
  }
}
