import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OrderListResponse } from '@quentinha/shared/api/types';
import { toTrackingOrder } from '@quentinha/shared/orders/public-view';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { CreateOrderDto } from './dto/create-order.dto.js';
import { ItemDoneDto } from './dto/item-done.dto.js';
import { ListOrdersQueryDto } from './dto/list-orders.query.js';
import { UpdateOrderDto } from './dto/update-order.dto.js';
import { CancelTrackedOrderDto, UpdateStatusDto } from './dto/update-status.dto.js';
import { OrderCreationService } from './order-creation.service.js';
import { OrderEditService } from './order-edit.service.js';
import { OrdersService } from './orders.service.js';
import { forViewer, type OrderView } from './order-views.js';
import { OrderRateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { IdParam } from '../../common/http/id-param.js';
import { MarketingChoiceService } from '../marketing/marketing-choice.service.js';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly creation: OrderCreationService,
    private readonly orders: OrdersService,
    private readonly editing: OrderEditService,
    private readonly marketing: MarketingChoiceService,
  ) {}

  /** Guest or customer checkout, or a phone order by admin/staff. A repeated Idempotency-Key answers the same order. */
  @Public()
  @OrderRateLimit()
  @Post()
  @HttpCode(201)
  async create(
    @Body() dto: CreateOrderDto,
    @CurrentUser() user: AuthUser | null,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { order, replayed } = await this.creation.create(dto, user, idempotencyKey);
    reply.header('idempotent-replayed', String(replayed));
    return { data: forViewer(order, user) };
  }

  @Get()
  async list(@Query() query: ListOrdersQueryDto, @CurrentUser() user: AuthUser): Promise<{ data: OrderView[]; pagination: OrderListResponse['pagination'] }> {
    const { data, pagination } = await this.orders.list(query, user);
    return { data: data.map((order) => forViewer(order, user)), pagination };
  }

  @Public()
  @Get('track/:token')
  async track(@Param('token') token: string) {
    const order = toTrackingOrder(await this.orders.track(token));
    // DECISIONS 10.2: the tracking page shows (and changes) the customer's daily-menu choice
    return { data: { ...order, marketing: await this.marketing.ofTrackingToken(token) } };
  }

  /** A guest calls off the order they follow, while the shop has not confirmed it (tracking shape). */
  @Public()
  @Post('track/:token/cancel')
  @HttpCode(200)
  async cancelTracked(@Param('token') token: string, @Body() dto: CancelTrackedOrderDto) {
    return { data: toTrackingOrder(await this.orders.cancelTracked(token, dto?.reason ?? null)) };
  }

  @Get(':id')
  async get(@IdParam('Pedido') id: string, @CurrentUser() user: AuthUser) {
    return { data: forViewer(await this.orders.get(id, user), user) };
  }

  @Roles('admin')
  @Put(':id')
  async edit(@IdParam('Pedido') id: string, @Body() dto: UpdateOrderDto, @CurrentUser() user: AuthUser) {
    return { data: await this.editing.edit(id, dto, user) };
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Pedido') id: string): Promise<void> {
    await this.orders.remove(id);
  }

  /** DECISIONS 9.1: customers only cancel their own order, before the shop confirms it. */
  @Roles('admin', 'staff', 'kitchen', 'delivery', 'customer')
  @Put(':id/status')
  async putStatus(@IdParam('Pedido') id: string, @Body() dto: UpdateStatusDto, @CurrentUser() user: AuthUser) {
    return { data: forViewer(await this.orders.changeStatus(id, dto, user), user) };
  }

  /** The kitchen ticks an order line as done (DECISIONS 9.2). */
  @Roles('admin', 'staff', 'kitchen')
  @Patch(':id/items/:itemId')
  async patchItem(
    @IdParam('Pedido') id: string,
    @IdParam('Item do pedido', 'm', 'itemId') itemId: string,
    @Body() dto: ItemDoneDto,
    @CurrentUser() user: AuthUser,
  ) {
    return { data: forViewer(await this.orders.setItemDone(id, itemId, dto.done, user), user) };
  }

  @Roles('admin', 'staff', 'kitchen', 'delivery', 'customer')
  @Patch(':id/status')
  async patchStatus(@IdParam('Pedido') id: string, @Body() dto: UpdateStatusDto, @CurrentUser() user: AuthUser) {
    return { data: forViewer(await this.orders.changeStatus(id, dto, user), user) };
  }
}
