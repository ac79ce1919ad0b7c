import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { CourierCashDto } from '@quentinha/shared/cash/cash';
import type { CourierDto, CourierShiftDto } from '@quentinha/shared/orders/shift';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CouriersService } from './couriers.service.js';
import { CourierCashQueryDto, CourierCashReceivedDto } from './dto/courier-cash.dto.js';
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

  /** Each courier's cash of a day: collected, received by the shop, still to hand in, and fees (DECISIONS 10.11). */
  @Roles('admin', 'staff')
  @Get('cash')
  cash(@Query() query: CourierCashQueryDto): Promise<CourierCashDto[]> {
    return this.couriers.cashOf(query);
  }

  /** The shop received `amount` of a courier's cash for that day (default today); 409 above what he owes. */
  @Roles('admin', 'staff')
  @Post(':id/cash-received')
  cashReceived(
    @IdParam('Entregador') id: string,
    @Body() dto: CourierCashReceivedDto,
    @CurrentUser() user: AuthUser,
  ): Promise<CourierCashDto> {
    return this.couriers.cashReceived(id, dto, user);
  }
}
