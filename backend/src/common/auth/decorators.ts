import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@quentinha/shared/api/types';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC = 'auth:isPublic';
export const SESSION_ROUTE = 'auth:sessionRoute';
export const ROLES = 'auth:roles';

/** Open without login; a signed-in caller is still recognised (request.user or null). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The routes that open, renew or close a session (login, register, refresh, logout): public, and
 * a dead session cookie is their business, not a 401 at the door (refresh must clear it).
 */
export const SessionRoute = () => (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
  SetMetadata(IS_PUBLIC, true)(target, key!, descriptor!);
  SetMetadata(SESSION_ROUTE, true)(target, key!, descriptor!);
};

/** Only these roles (checked after login). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | null => ctx.switchToHttp().getRequest().user ?? null,
);
