import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserDto } from '@quentinha/shared/api/types';
import { landingPathFor } from '@quentinha/shared/auth/roles';
import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginForm } from './login-form';
import { useStoreBrand, useStoreTitle } from '@/hooks/use-store-brand';
import { RegisterForm } from './register-form';

type Mode = 'Entrar' | 'Criar Conta';

/** One card toggling between 'Entrar' and 'Criar Conta' (SPEC section 2). */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('Entrar');
  const navigate = useNavigate();
  const done = (user: UserDto) => navigate(landingPathFor(user), { replace: true });
  const brand = useStoreBrand();
  useStoreTitle();

  return (
    <AuthLayout>
      <Link to="/home" className="auth-card__brand">
        <span aria-hidden>🍱</span>
        <span>{brand.name}</span>
      </Link>
      <p className="auth-card__tagline">{brand.tagline}</p>
      <Segmented<Mode> aria-label="Entrar ou criar conta" block size="large" options={['Entrar', 'Criar Conta']} value={mode} onChange={setMode} />
      <div className="auth-card__form">
        {mode === 'Entrar' ? <LoginForm onSignedIn={done} /> : <RegisterForm onSignedIn={done} />}
      </div>
      <Link to="/home" className="auth-card__guest">
        Continuar sem entrar e ver o cardápio
      </Link>
    </AuthLayout>
  );
}
