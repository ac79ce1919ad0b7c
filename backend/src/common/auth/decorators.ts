import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@quentinha/shared/api/types';
import type { AuthUser } from './auth-user.js';

export const IS_PUBLIC = 'auth:isPublic';
export const ROLES = 'auth:roles';

/** Open without login; a signed-in caller is still recognised (request.user or null). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles (checked after login). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser | null => ctx.switchToHttp().getRequest().user ?? null,
);
