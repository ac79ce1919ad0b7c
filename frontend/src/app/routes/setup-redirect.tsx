import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { usePublicSettings } from '@/api/catalog';
import { useSetupStatus } from '@/api/setup';

/**
 * While the store has no owner (empty production database), the login page and the storefront
 * lead to 'Configuração Inicial' (DECISIONS 9.4). The storefront reads it from the public info it
 * loads anyway; the login page asks GET /setup.
 */
export function SetupRedirect({ children, via }: { children: ReactNode; via: 'public-settings' | 'setup' }) {
  return via === 'setup' ? <ViaSetup>{children}</ViaSetup> : <ViaPublicSettings>{children}</ViaPublicSettings>;
}

function ViaSetup({ children }: { children: ReactNode }) {
  const { data } = useSetupStatus();
  return data?.needed ? <Navigate to={SCREENS.Setup} replace /> : <>{children}</>;
}

function ViaPublicSettings({ children }: { children: ReactNode }) {
  const { data } = usePublicSettings();
  return data?.setup_needed ? <Navigate to={SCREENS.Setup} replace /> : <>{children}</>;
}
