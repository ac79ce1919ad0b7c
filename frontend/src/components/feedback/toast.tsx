import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setMutationErrorToast } from '@/api/mutation-errors';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export type ToastFn = (title: string, description?: ReactNode) => void;
export type Toast = Record<ToastKind, ToastFn>;
export type ShowToast = (toast: { type: ToastKind; title: string; description?: ReactNode }) => void;

const ToastContext = createContext<Toast | null>(null);

// antd's notification is about 11 kB gzip: kept off the storefront's first load, it is fetched at
// the first tap or key press (what comes before almost every toast: a customer browsing the menu
// never needs it), or by the first toast itself, which waits for it in a queue
const ToastHost = lazy(() => import('./toast-host'));
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/** Toasts top-right, dismissible, 5 s (SPEC sections 2 and 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const show = useRef<ShowToast | null>(null);
  const queue = useRef<Parameters<ShowToast>[0][]>([]);

  useEffect(() => {
    const warmUp = () => setHostWanted(true);
    const options = { capture: true, once: true, passive: true } as const;
    for (const type of FIRST_INTERACTION) window.addEventListener(type, warmUp, options);
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, warmUp, options);
    };
  }, []);

  const onReady = useCallback((fn: ShowToast) => {
    show.current = fn;
    for (const toast of queue.current.splice(0)) fn(toast);
  }, []);

  const toast = useMemo<Toast>(() => {
    const make =
      (type: ToastKind): ToastFn =>
      (title, description) => {
        if (show.current) return show.current({ type, title, description });
        queue.current.push({ type, title, description });
        setHostWanted(true);
      };
    return { success: make('success'), error: make('error'), info: make('info'), warning: make('warning') };
  }, []);

  // failed mutations are shown from the query client, outside React: it borrows this error toast
  useEffect(() => setMutationErrorToast(toast.error), [toast]);

  return (
    <ToastContext.Provider value={toast}>
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost onReady={onReady} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}

/** SPEC section 8: the toast hook throws outside its provider, so a missing provider is loud. */
export function useToast(): Toast {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast deve ser usado dentro de ToastProvider');
  return ctx;
}
