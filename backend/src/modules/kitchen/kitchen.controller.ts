import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/decorators.js';
import { ProductionQueryDto } from './dto/production.query.js';
import { type ProductionDto, KitchenService } from './kitchen.service.js';

/** The kitchen's production totals (DECISIONS 9.2, issue 9). */
@ApiTags('kitchen')
@ApiCookieAuth()
@Controller('kitchen')
export class KitchenController {
  constructor(private readonly kitchen: KitchenService) {}

  @Roles('admin', 'staff', 'kitchen')
  @Get('production')
  production(@Query() query: ProductionQueryDto): Promise<ProductionDto> {
    return this.kitchen.production(query.date);
  }
}
