import Button from 'antd/es/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorViewProps {
  area?: string;
  error: unknown;
  onRetry: () => void;
}

/** SPEC section 2 error screen; also used by the router's errorElement. */
export function ErrorView({ area, error, onRetry }: ErrorViewProps) {
  const message = error instanceof Error && error.message ? error.message : 'Erro inesperado';
  const details = error instanceof Error ? (error.stack ?? error.message) : String(error ?? '');
  return (
    <div className="error-view" role="alert">
      <div className="error-view__icon" aria-hidden>
        😕
      </div>
      <h2 className="error-view__title">{area ? `Falha em ${area}` : 'Algo deu errado'}</h2>
      <p className="error-view__message">{message}</p>
      {details && (
        <details className="error-view__details">
          <summary>Detalhes técnicos</summary>
          <pre>{details}</pre>
        </details>
      )}
      <div className="error-view__actions">
        <Button type="primary" size="large" onClick={onRetry}>
          Tentar novamente
        </Button>
        {/* a full navigation: whatever broke is left behind */}
        <a className="error-view__home" href="/home">
          Voltar para Home
        </a>
      </div>
    </div>
  );
}

interface Props {
  area?: string;
  children: ReactNode;
  /** changes of this value clear the error (e.g. the route path) */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Erro inesperado') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Falha em ${this.props.area ?? 'aplicação'}`, error, info.componentStack);
  }

  private retry = () => this.setState({ error: null });

  override render() {
    if (this.state.error) return <ErrorView area={this.props.area} error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
