import { Body, Controller, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { UserDto } from '@quentinha/shared/api/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, SessionRoute } from '../../common/auth/decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { AuthCookies } from './auth-cookies.js';
import { AuthService, type Session } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.guard.js';

type Reply = FastifyReply;

/** Sessions in httpOnly cookies: the bodies carry only {user}, never a token. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: AuthCookies,
  ) {}

  @SessionRoute()
  @AuthRateLimit()
  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: Reply) {
    return this.open(req, reply, await this.auth.register(dto));
  }

  @SessionRoute()
  @AuthRateLimit()
  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: Reply) {
    return this.open(req, reply, await this.auth.login(dto, req.ip));
  }

  @ApiCookieAuth()
  @Get('me')
  async me(@CurrentUser() user: AuthUser): Promise<{ user: UserDto }> {
    return { user: await this.auth.me(user.id) };
  }

  /** 'Alterar Senha' for any signed-in person: wrong current password is a 400; limited like sign-in. */
  @ApiCookieAuth()
  @AuthRateLimit()
  @Put('password')
  async changePassword(
    @CurrentUser() user: AuthUser,
    @Body() dto: ChangePasswordDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: Reply,
  ) {
    return this.open(req, reply, await this.auth.changePassword(user.id, dto.current_password, dto.new_password, req.ip));
  }

  /**
   * A session that is over (401) clears both cookies, so the client sees it is signed out. Any
   * other failure (the database away: 503) keeps them: the session is still good once it is back.
   */
  @SessionRoute()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: Reply) {
    try {
      return this.open(req, reply, await this.auth.refresh(this.cookies.readRefresh(req)));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') this.cookies.clear(req, reply);
      throw error;
    }
  }

  @SessionRoute()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: Reply): Promise<{ ok: true }> {
    await this.auth.logout(this.cookies.readRefresh(req));
    this.cookies.clear(req, reply);
    return { ok: true };
  }

  private open(req: FastifyRequest, reply: Reply, session: Session): { user: UserDto } {
    this.cookies.write(req, reply, session);
    return { user: session.user };
  }
}
