import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SetupStatusDto, UserDto } from '@quentinha/shared/api/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, SessionRoute } from '../../common/auth/decorators.js';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.guard.js';
import { AuthCookies } from '../auth/auth-cookies.js';
import { AuthService } from '../auth/auth.service.js';
import { SetupDto } from './dto/setup.dto.js';
import { SetupService } from './setup.service.js';

/** GET /api/setup -> {needed}; POST /api/setup creates the owner once and signs them in. */
@ApiTags('setup')
@Controller('setup')
export class SetupController {
  constructor(
    private readonly setup: SetupService,
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
  ) {}

  @Public()
  @Get()
  async status(): Promise<SetupStatusDto> {
    return { needed: await this.setup.needed() };
  }

  @SessionRoute()
  @AuthRateLimit()
  @Post()
  async create(@Body() dto: SetupDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<{ user: UserDto }> {
    const session = await this.auth.openSession(await this.setup.createOwner(dto));
    this.cookies.write(req, reply, session);
    return { user: session.user };
  }
}
