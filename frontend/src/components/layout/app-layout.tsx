import MenuOutlined from '@ant-design/icons/MenuOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useMe } from '@/api/auth';
import { BRAND } from '@/config/constants';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import { PageBoundary } from '../feedback/page-boundary';
import { Sidebar } from './sidebar';
import { ThemeToggle } from './theme-toggle';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

/** Fixed sidebar from md up; a top bar and a drawer with overlay on phones (SPEC section 2). */
export function AppLayout() {
  const { data: user = null } = useMe();
  const wide = useMediaQuery(MD_UP);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();

  return (
    <div className="app-shell">
      {wide ? (
        <aside className="app-shell__sidebar">
          <Sidebar user={user} />
        </aside>
      ) : (
        <>
          <header className="topbar">
            <Button
              type="text"
              size="large"
              aria-label="Abrir menu"
              icon={<MenuOutlined aria-hidden />}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            />
            <Link to="/home" className="topbar__brand">
              <span aria-hidden>🍱</span> {BRAND.name}
            </Link>
            <ThemeToggle />
          </header>
          {drawerUsed && (
            <Suspense fallback={null}>
              <MobileNavDrawer open={drawerOpen} user={user} onClose={() => setDrawerOpen(false)} />
            </Suspense>
          )}
        </>
      )}
      <main className="app-shell__main">
        {/* a crash in one page leaves the navigation usable; moving to another page clears it */}
        <PageBoundary resetKey={pathname}>
          <Outlet />
        </PageBoundary>
      </main>
    </div>
  );
}
