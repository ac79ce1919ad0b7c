import { useRef, useState } from 'react';
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
