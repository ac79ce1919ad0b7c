import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ExpiringCreditDto,
  MyCreditsDto,
  PackOfferDto,
  PackPurchaseCreatedDto,
  PackRefundDto,
  StaffPackPurchaseDto,
  TrackedPackPurchaseDto,
} from '@quentinha/shared/packs/types';
import { PACK_MESSAGES } from '@quentinha/shared/packs/rules';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { validationError } from '../../common/errors/domain-error.js';
import { IdParam } from '../../common/http/id-param.js';
import { OrderRateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import {
  PackExpiringQueryDto,
  PackExtendBodyDto,
  PackOfferBodyDto,
  PackPurchaseBodyDto,
  PackPurchasesQueryDto,
  PackRefundBodyDto,
} from './packs.dto.js';
import { PacksService } from './packs.service.js';

/** The storefront's address as the owner's browser reaches it (as marketing's daily-menu list). */
function storefrontOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Pacotes pré-pagos (DECISIONS 10.6). */
@ApiTags('packs')
@Controller()
export class PacksController {
  constructor(private readonly packs: PacksService) {}

  /** Public: the offers on sale; admin: every offer. */
  @Public()
  @Get('packs')
  list(@CurrentUser() user: AuthUser | null): Promise<PackOfferDto[]> {
    return this.packs.listOffers(user);
  }

  @Roles('admin')
  @Post('packs')
  create(@Body() body: PackOfferBodyDto): Promise<PackOfferDto> {
    return this.packs.createOffer(body as Record<string, unknown>);
  }

  @Roles('admin')
  @Put('packs/:id')
  update(@IdParam('Pacote') id: string, @Body() body: PackOfferBodyDto): Promise<PackOfferDto> {
    return this.packs.updateOffer(id, body as Record<string, unknown>);
  }

  /** Anyone buys (rate limited like orders); the credits come once the money is confirmed. */
  @Public()
  @OrderRateLimit()
  @Post('packs/:id/purchases')
  @HttpCode(201)
  purchase(@IdParam('Pacote') id: string, @Body() body: PackPurchaseBodyDto): Promise<PackPurchaseCreatedDto> {
    return this.packs.purchase(id, body);
  }

  /** The staff's lists: a number's purchases, or those awaiting payment. */
  @Roles('admin', 'staff')
  @Get('pack-purchases')
  purchases(@Query() query: PackPurchasesQueryDto): Promise<StaffPackPurchaseDto[]> {
    if (query.status !== undefined) {
      if (query.status !== 'awaiting_payment') throw validationError(PACK_MESSAGES.statusFilter);
      return this.packs.awaitingPayment();
    }
    return this.packs.byPhone(query.phone);
  }

  @Roles('admin')
  @Get('pack-purchases/expiring')
  expiring(@Query() query: PackExpiringQueryDto, @Req() request: FastifyRequest): Promise<ExpiringCreditDto[]> {
    return this.packs.expiring(query.days, storefrontOrigin(request));
  }

  @Public()
  @Get('pack-purchases/track/:token')
  track(@Param('token') token: string): Promise<TrackedPackPurchaseDto> {
    return this.packs.track(token);
  }

  @Roles('admin', 'staff')
  @Post('pack-purchases/:id/confirm')
  @HttpCode(200)
  confirm(@IdParam('Compra de pacote', 'f') id: string, @CurrentUser() user: AuthUser): Promise<StaffPackPurchaseDto> {
    return this.packs.confirm(id, user);
  }

  @Roles('admin')
  @Post('pack-purchases/:id/refund')
  @HttpCode(200)
  refund(
    @IdParam('Compra de pacote', 'f') id: string,
    @Body() body: PackRefundBodyDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PackRefundDto> {
    return this.packs.refund(id, (body ?? {}) as Record<string, unknown>, user);
  }

  @Roles('admin')
  @Post('pack-purchases/:id/extend')
  @HttpCode(200)
  extend(
    @IdParam('Compra de pacote', 'f') id: string,
    @Body() body: PackExtendBodyDto,
    @CurrentUser() user: AuthUser,
  ): Promise<StaffPackPurchaseDto> {
    return this.packs.extend(id, (body ?? {}) as Record<string, unknown>, user);
  }

  @Roles('customer')
  @Get('me/credits')
  myCredits(@CurrentUser() user: AuthUser): Promise<MyCreditsDto> {
    return this.packs.myCredits(user);
  }
}
