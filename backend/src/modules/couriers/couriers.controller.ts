import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { CourierDto, CourierShiftDto } from '@quentinha/shared/orders/shift';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { CouriersService } from './couriers.service.js';
import { ShiftQueryDto } from './dto/shift.query.js';

/** Couriers for the dispatch choice, and a courier's shift (DECISIONS 9.1, issue 8). */
@ApiTags('couriers')
@ApiCookieAuth()
@Controller('couriers')
export class CouriersController {
  constructor(private readonly couriers: CouriersService) {}

  @Roles('admin', 'staff', 'kitchen')
  @Get()
  list(): Promise<CourierDto[]> {
    return this.couriers.list();
  }

  @Roles('admin', 'delivery')
  @Get('shift')
  shift(@Query() query: ShiftQueryDto, @CurrentUser() user: AuthUser): Promise<CourierShiftDto> {
    return this.couriers.shift(query, user);
  }
}
