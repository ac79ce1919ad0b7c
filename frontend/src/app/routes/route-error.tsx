import { useRouteError } from 'react-router';
import { ErrorView } from '@/components/feedback/error-boundary';

/** Router-level failures (a chunk that would not load after a deploy, a thrown render). */
export function RouteError() {
  const error = useRouteError();
  return <ErrorView error={error} onRetry={() => window.location.reload()} />;
}
