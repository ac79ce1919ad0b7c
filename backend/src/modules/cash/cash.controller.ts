import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { CashClosingDto, CashSessionDto } from '@quentinha/shared/cash/cash';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { CashService } from './cash.service.js';
import { CashMovementBodyDto, CashSessionsQueryDto, CloseCashDto, OpenCashDto } from './dto/cash.dto.js';

/** 'Caixa': the day's cash drawer (DECISIONS 10.11). */
@ApiTags('cash')
@ApiCookieAuth()
@Controller('cash')
export class CashController {
  constructor(private readonly cash: CashService) {}

  /** Opens today's drawer (Sao Paulo day) with its float; 409 when one is open or today's was closed. */
  @Roles('admin', 'staff')
  @Post('open')
  open(@Body() dto: OpenCashDto, @CurrentUser() user: AuthUser): Promise<CashSessionDto> {
    return this.cash.open(dto, user);
  }

  /** A sangria or suprimento on the open drawer; 409 when none is open. */
  @Roles('admin', 'staff')
  @Post('movements')
  movement(@Body() dto: CashMovementBodyDto, @CurrentUser() user: AuthUser): Promise<CashSessionDto> {
    return this.cash.addMovement(dto, user);
  }

  /** The open drawer with the day's sales and expected cash so far; 404 when none is open. */
  @Roles('admin', 'staff')
  @Get('current')
  current(): Promise<CashSessionDto> {
    return this.cash.current();
  }

  /**
   * Today's drawer, open or already closed (with its frozen figures); 404 when none was opened.
   * Staff need it too: without it a closed day looked like one never opened ('Abrir Caixa').
   */
  @Roles('admin', 'staff')
  @Get('today')
  today(): Promise<CashSessionDto> {
    return this.cash.today();
  }

  /** Closes the open drawer with the counted cash: expected, counted and difference are kept. */
  @Roles('admin', 'staff')
  @Post('close')
  @HttpCode(200)
  close(@Body() dto: CloseCashDto, @CurrentUser() user: AuthUser): Promise<CashClosingDto> {
    return this.cash.close(dto, user);
  }

  /** Closed days between `from` and `to` (default: the last 30 days), newest first. */
  @Roles('admin')
  @Get('sessions')
  sessions(@Query() query: CashSessionsQueryDto): Promise<CashClosingDto[]> {
    return this.cash.sessions(query);
  }
}
