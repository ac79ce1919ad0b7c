import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '@quentinha/shared/api/types';
import { DomainError, forbidden } from '../errors/domain-error.js';
import { isOutage } from '../errors/outage.js';
import { ACCESS_COOKIE, type AuthUser } from './auth-user.js';

export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Faça login novamente.';
import { IS_PUBLIC, ROLES, SESSION_ROUTE } from './decorators.js';

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
    const request = context.switchToHttp().getRequest<{ cookies?: Record<string, string> }>();
    // a session cookie that no longer opens a session (expired, ended) is a 401 even on a public
    // route: the client renews and retries, instead of a signed-in customer's order quietly
    // going in as a guest's. Only no cookie at all means a guest.
    const sessionRoute = this.reflector.getAllAndOverride<boolean>(SESSION_ROUTE, [context.getHandler(), context.getClass()]);
    if (request.cookies?.[ACCESS_COOKIE] && !sessionRoute) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED_MESSAGE);
    if (isPublic) return null as T;
    throw new DomainError('UNAUTHENTICATED', 'Faça login para continuar.');
  }
}
