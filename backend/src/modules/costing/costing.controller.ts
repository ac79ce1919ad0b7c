import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { CostingSettings } from '@quentinha/shared/costing/costing';
import type { MenuCostingDto, ShoppingListDto } from '@quentinha/shared/costing/api';
import { Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CostingSettingsService } from './costing-settings.service.js';
import { CostingSettingsBody, ShoppingListQueryDto } from './dto/costing.dto.js';
import { MenuCostingService } from './menu-costing.service.js';
import { ShoppingListService } from './shopping-list.service.js';

/** 'Custos' settings and the menu's food cost. */
@ApiTags('costing')
@ApiCookieAuth()
@Controller()
export class CostingController {
  constructor(
    private readonly settings: CostingSettingsService,
    private readonly menus: MenuCostingService,
    private readonly shopping: ShoppingListService,
  ) {}

  @Roles('admin')
  @Get('settings/costing')
  readSettings(): Promise<CostingSettings> {
    return this.settings.read();
  }

  @Roles('admin')
  @Put('settings/costing')
  updateSettings(@Body() body: CostingSettingsBody): Promise<CostingSettings> {
    return this.settings.update(body);
  }

  @Roles('admin')
  @Get('dailymenus/:id/costing')
  menuCosting(@IdParam('Cardápio') id: string): Promise<MenuCostingDto> {
    return this.menus.costing(id);
  }

  /** 'Lista de Compras': the kitchen staff buys too. */
  @Roles('admin', 'staff')
  @Get('kitchen/shopping-list')
  shoppingList(@Query() query: ShoppingListQueryDto): Promise<ShoppingListDto> {
    return this.shopping.forDay(query.date);
  }
}
