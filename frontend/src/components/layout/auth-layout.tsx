import type { ReactNode } from 'react';
import { ThemeToggle } from './theme-toggle';

/**
 * The centred card of the screens outside the app shell ('Entrar', 'Configuração Inicial'):
 * no sidebar there, so the theme switch sits in the corner.
 */
export function AuthLayout({ variant, children }: { variant?: string; children: ReactNode }) {
  return (
    <div className={variant ? `auth-page ${variant}-page` : 'auth-page'}>
      <div className="auth-page__theme">
        <ThemeToggle />
      </div>
      <div className={variant ? `auth-card ${variant}-card` : 'auth-card'}>{children}</div>
    </div>
  );
}
