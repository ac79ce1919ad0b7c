import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SlotAvailability } from '@quentinha/shared/availability/slots';
import { Public } from '../../common/auth/decorators.js';
import { SlotsQueryDto } from './dto/slots.query.js';
import { SlotsService } from './slots.service.js';

/** A static path: the router prefers it over /orders/:id whatever the registration order. */
@ApiTags('orders')
@Controller('orders')
export class SlotsController {
  constructor(private readonly slots: SlotsService) {}

  @Public()
  @Get('slots')
  list(@Query() query: SlotsQueryDto): Promise<SlotAvailability[]> {
    return this.slots.forDate(query.date);
  }
}
