import { useRef, useState } from 'react';
import type { UserDto } from '@quentinha/shared/api/types';
import { useToast } from '@/components/feedback/toast';

/**
 * Runs one submission at a time; a second submit while the first runs shows
 * 'Aguarde' with the given text (SPEC section 5) instead of sending again.
 */
export function useGuardedSubmit(busyText: string) {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();

  const run = async (task: () => Promise<void>) => {
    if (running.current) {
      toast.warning('Aguarde', busyText);
      return;
    }
    running.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };
  return { submitting, run };
}

/**
 * 'Entrar' and 'Criar Conta' end alike: one submission at a time, a welcome toast, then the
 * page's `onSignedIn`. A refused request needs nothing here: the query client has shown why
 * (loginErrorToast, registerErrorToast).
 */
export function useSignInSubmit(busyText: string, onSignedIn: (user: UserDto) => void) {
  const toast = useToast();
  const { submitting, run } = useGuardedSubmit(busyText);
  const signIn = (send: () => Promise<UserDto>, welcome: (user: UserDto) => [title: string, description: string]) =>
    run(async () => {
      try {
        const user = await send();
        toast.success(...welcome(user));
        onSignedIn(user);
      } catch {
        // shown by the query client
      }
    });
  return { submitting, signIn };
}
