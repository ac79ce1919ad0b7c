import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import { PageSpinner } from './full-screen-spinner';

interface Props {
  /** names the screen in the error message ('Falha em Dashboard') */
  area?: string;
  /** changes of this value clear the error (the route path) */
  resetKey?: unknown;
  children: ReactNode;
}

/** A lazily loaded page: a spinner while its code arrives, the error screen if it crashes. */
export function PageBoundary({ area, resetKey, children }: Props) {
  return (
    <ErrorBoundary area={area} resetKey={resetKey}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
