import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { redirectFor } from '@quentinha/shared/auth/roles';
import { useMe } from '@/api/auth';

/**
 * Route table of SPEC section 2 with DECISIONS section 4: the shared `redirectFor` decides,
 * so the sidebar, the guard and the server agree on who may enter.
 */
export function RouteGuard({ children }: { children?: ReactNode }) {
  const { data: user = null } = useMe();
  const { pathname } = useLocation();
  const to = redirectFor(user, pathname);
  if (to && to !== pathname) return <Navigate to={to} replace />;
  return <>{children}</>;
}
