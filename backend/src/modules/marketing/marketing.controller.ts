import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type {
  DailyMenuBroadcastDto,
  MarketingChoiceDto,
  MarketingConsentDto,
  MarketingConsentHistoryDto,
} from '@quentinha/shared/customers/types';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { MarketingChoiceBody } from '../customers/dto/customers.dto.js';
import { DailyMenuBroadcastService } from './daily-menu-broadcast.service.js';
import { ConsentTextDto, DailyMenuQueryDto } from './marketing.dto.js';
import { MarketingChoiceService } from './marketing-choice.service.js';

/** The storefront's address as the owner's browser reaches it (there is no public-URL setting). */
function storefrontOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Consent and the daily-menu list (DECISIONS 10.2): no message is sent by the server. */
@ApiTags('marketing')
@Controller()
export class MarketingController {
  constructor(
    private readonly choices: MarketingChoiceService,
    private readonly broadcast: DailyMenuBroadcastService,
  ) {}

  /** `/sair/<token>`: one tap, any number of times, one opt-out. */
  @Public()
  @Post('marketing/optout/:token')
  @HttpCode(200)
  optOut(@Param('token') token: string): Promise<MarketingChoiceDto> {
    return this.choices.optOut(token);
  }

  @ApiCookieAuth()
  @Roles('admin')
  @Get('marketing/daily-menu')
  dailyMenu(@Query() query: DailyMenuQueryDto, @Req() request: FastifyRequest): Promise<DailyMenuBroadcastDto> {
    return this.broadcast.build(query.date, storefrontOrigin(request));
  }

  /** The tracking page's 'Quero receber o cardápio' switch. */
  @Public()
  @Put('orders/track/:token/marketing')
  setFromTracking(@Param('token') token: string, @Body() body: MarketingChoiceBody): Promise<MarketingChoiceDto> {
    return this.choices.setFromTracking(token, body.opt_in);
  }

  /** 'Dados da Loja': the current text and every version kept. */
  @ApiCookieAuth()
  @Roles('admin')
  @Get('settings/marketing-consent')
  consentHistory(): Promise<MarketingConsentHistoryDto> {
    return this.choices.consentHistory();
  }

  @ApiCookieAuth()
  @Roles('admin')
  @Put('settings/marketing-consent')
  setConsent(@Body() body: ConsentTextDto, @CurrentUser() user: AuthUser): Promise<MarketingConsentDto> {
    return this.choices.setConsentText(body.text, user);
  }
}
