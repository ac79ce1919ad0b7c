import MenuOutlined from '@ant-design/icons/MenuOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigationType } from 'react-router';
import { useMe } from '@/api/auth';
import { MD_UP, useMediaQuery } from '@/hooks/use-media-query';
import { useStoreBrand, useStoreTitle } from '@/hooks/use-store-brand';
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
  const brand = useStoreBrand();
  useStoreTitle();
  // a new page opens at its top (the menu scrolled down left 'Meus Pedidos' under the top bar);
  // Back and Forward keep where the browser puts them
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP') (document.scrollingElement ?? document.documentElement).scrollTop = 0;
  }, [pathname, navigation]);

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
              <span aria-hidden>🍱</span> <span className="topbar__name">{brand.name}</span>
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
