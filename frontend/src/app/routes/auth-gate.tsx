import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '@/api/auth';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { useToast } from '@/components/feedback/toast';

/** Nothing route-dependent renders before we know who is there (SPEC section 2). */
export function AuthGate() {
  const { isPending, isError } = useMe();
  const toast = useToast();

  useEffect(() => {
    // the person carries on as a guest; the storefront and checkout still work
    if (isError) toast.error('Erro ao verificar autenticação');
  }, [isError, toast]);

  if (isPending) return <FullScreenSpinner />;
  return <Outlet />;
}
