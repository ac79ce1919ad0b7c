import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RepeatOrderDto } from '@quentinha/shared/customers/types';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { RepeatOrderService } from './repeat-order.service.js';

/** 'Pedir de novo' and 'o de sempre' (DECISIONS 10.3): the cart, never an order. */
@ApiTags('orders')
@Controller()
export class RepeatOrderController {
  constructor(private readonly repeat: RepeatOrderService) {}

  @Roles('admin', 'staff', 'customer')
  @Get('orders/:id/repeat')
  repeatOrder(@IdParam('Pedido') id: string, @CurrentUser() user: AuthUser): Promise<RepeatOrderDto> {
    return this.repeat.forOrder(id, user);
  }

  @Public()
  @Get('orders/track/:token/repeat')
  repeatTracked(@Param('token') token: string): Promise<RepeatOrderDto> {
    return this.repeat.forTracked(token);
  }

  @Public()
  @Get('orders/track/:token/usual')
  usualTracked(@Param('token') token: string): Promise<RepeatOrderDto> {
    return this.repeat.usualOfTracked(token);
  }

  @Roles('customer')
  @Get('me/usual')
  usual(@CurrentUser() user: AuthUser): Promise<RepeatOrderDto> {
    return this.repeat.usualOfAccount(user);
  }
}
