import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from '@/components/feedback/error-boundary';

interface State {
  error: unknown;
}

/**
 * Router-level failures (a chunk that would not load after a deploy, a thrown render): the SPEC
 * section 2 error screen, whose 'Tentar novamente' reloads the page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Erro inesperado') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Falha em aplicação', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorView error={this.state.error} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
