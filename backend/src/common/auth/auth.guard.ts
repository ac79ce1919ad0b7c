import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@quentinha/shared/api/types';
import { DomainError, forbidden } from '../errors/domain-error.js';
import { isOutage } from '../errors/outage.js';
import { ACCESS_COOKIE, type AuthUser } from './auth-user.js';
import { IS_PUBLIC, ROLES } from './decorators.js';

/**
 * Global guard: every route needs a valid session unless marked @Public(); @Roles() then narrows
 * it. Public routes still recognise a signed-in caller, so guest and customer share one route.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ cookies?: Record<string, string>; user?: AuthUser | null }>();
    if (request.cookies?.[ACCESS_COOKIE]) await super.canActivate(context);
    // no session cookie at all (most storefront traffic): nothing for passport to check
    else request.user = this.handleRequest(null, null, null, context);
    const user = request.user ?? null;
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (roles && user && !roles.includes(user.role)) throw forbidden();
    return true;
  }

  override handleRequest<T>(err: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    // the session could not be checked (database away): a 503, never "you are signed out"
    if (isOutage(err)) throw err;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (user) return user;
    if (isPublic) return null as T;
    throw new DomainError('UNAUTHENTICATED', 'Faça login para continuar.');
  }
}
