import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserDto } from '@quentinha/shared/api/types';
import { landingPathFor } from '@quentinha/shared/auth/roles';
import { BRAND } from '@/config/constants';
import { AuthLayout } from '@/components/layout/auth-layout';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'Entrar' | 'Criar Conta';

/** One card toggling between 'Entrar' and 'Criar Conta' (SPEC section 2). */
export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('Entrar');
  const navigate = useNavigate();
  const done = (user: UserDto) => navigate(landingPathFor(user), { replace: true });

  return (
    <AuthLayout>
      <Link to="/home" className="auth-card__brand">
        <span aria-hidden>🍱</span>
        <span>{BRAND.name}</span>
      </Link>
      <p className="auth-card__tagline">{BRAND.tagline}</p>
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
