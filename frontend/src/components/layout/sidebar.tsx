import LockOutlined from '@ant-design/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/LoginOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import type { UserDto } from '@quentinha/shared/api/types';
import { SCREENS, roleLabel } from '@quentinha/shared/auth/roles';
import { useLogout } from '@/api/auth';
import { useDeviceOrders } from '@/hooks/use-device-orders';
import { useStoreBrand } from '@/hooks/use-store-brand';
import { navGroupsFor } from './nav-config';
import { ThemeToggle } from './theme-toggle';

const ChangePasswordDialog = lazy(() => import('./change-password-dialog'));

interface SidebarProps {
  user: UserDto | null;
  /** called after a link is followed (closes the drawer on phones) */
  onNavigate?: () => void;
}

export function Sidebar({ user, onNavigate }: SidebarProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const groups = navGroupsFor(user, { deviceOrders: useDeviceOrders().length > 0 });
  const brand = useStoreBrand();
  // mounted on first open only: customers browsing the menu never load the form
  const [passwordDialog, setPasswordDialog] = useState<'never' | 'open' | 'closed'>('never');

  const signOut = async () => {
    onNavigate?.();
    await logout();
    navigate(SCREENS.Login, { replace: true });
  };

  return (
    <div className="sidebar">
      <div className="sidebar__brand">
        <span className="sidebar__logo" aria-hidden>
          🍱
        </span>
        <div>
          <div className="sidebar__name">{brand.name}</div>
          <div className="sidebar__tagline">{brand.tagline}</div>
        </div>
      </div>

      <nav className="sidebar__nav" aria-label="Navegação principal">
        {groups.map((group) => (
          <div key={group.title} className="sidebar__group">
            <div className="sidebar__group-title">{group.title}</div>
            <ul>
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    onClick={onNavigate}
                    className={({ isActive }) => `sidebar__link${isActive ? ' sidebar__link--active' : ''}`}
                  >
                    <span className="sidebar__icon" aria-hidden>
                      {item.icon}
                    </span>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>

      {user ? (
        <>
          <div className="sidebar__footer">
            <div className="sidebar__user">
              <div className="sidebar__user-name">{user.name || 'Usuário'}</div>
              <div className="sidebar__user-role">{roleLabel(user)}</div>
            </div>
            <ThemeToggle />
          </div>
          <Button block type="text" icon={<LockOutlined aria-hidden />} className="sidebar__password" onClick={() => setPasswordDialog('open')}>
            Alterar Senha
          </Button>
          <Button block size="large" icon={<LogoutOutlined aria-hidden />} onClick={signOut}>
            Sair
          </Button>
          {passwordDialog !== 'never' && (
            <Suspense fallback={null}>
              <ChangePasswordDialog user={user} open={passwordDialog === 'open'} onClose={() => setPasswordDialog('closed')} />
            </Suspense>
          )}
        </>
      ) : (
        // SPEC section 2: logged out, the footer is just 'Entrar'
        <div className="sidebar__footer">
          <Button
            block
            size="large"
            type="primary"
            icon={<LoginOutlined aria-hidden />}
            onClick={() => {
              onNavigate?.();
              navigate(SCREENS.Login);
            }}
          >
            Entrar
          </Button>
          <ThemeToggle />
        </div>
      )}
    </div>
  );
}
