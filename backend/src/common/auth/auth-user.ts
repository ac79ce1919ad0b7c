import type { Role } from '@quentinha/shared/api/types';

/** The signed-in person as every guard, controller and service sees it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  user_type: string | null;
}

export interface AccessTokenPayload {
  sub: string;
  role: Role;
  /** users.token_version at issue time: bumping it ends every session */
  ver: number;
  /** the sign-in (refresh_tokens.session_id) this token was issued for: logout ends it at once */
  sid?: string;
}

/** Roles that manage the catalogue screens see inactive rows too. */
export const hasRole = (user: AuthUser | null | undefined, ...roles: Role[]) => !!user && roles.includes(user.role);

export const ACCESS_COOKIE = 'qt_access';
export const REFRESH_COOKIE = 'qt_refresh';
