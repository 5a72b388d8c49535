import { Button, Layout } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpin } from '@/components/full-page-spin';
import { useProfile } from '@/features/auth/api/get-profile';
import { isApiClientError } from '@/lib/api-error';
import { accountSetupPathFor } from '@/lib/auth-redirect';
import { OperatorContext } from '@/lib/operator-access';
import { AntdProviders } from '../antd-providers';
import { LazyForbiddenPage } from '../lazy-forbidden-page';
import { useIdlePrefetch } from '../prefetch-route';
import { canOpenRoute } from '../route-access';
import { findAppRoute } from '../routes';
import { OperatorMenu } from './operator-menu';
import { PageBreadcrumb, usePageTrail } from './page-breadcrumb';
import { SideNav } from './side-nav';

/** When even the error view cannot be loaded (the network is gone): plain text and a reload, nothing to fetch. */
function PlainProfileError() {
  return (
    <p role="alert" style={{ padding: 48, textAlign: 'center' }}>
      无法加载登录信息，请检查网络后
      <Button type="link" onClick={() => window.location.reload()} style={{ paddingInline: 4 }}>
        刷新重试
      </Button>
    </p>
  );
}

// Loaded once the console is idle (app/prefetch-route.ts), never on the first screen.
const LazyComponentWarmup = lazy(() => import('./component-warmup').then((module) => ({ default: module.ComponentWarmup })));

// Loaded only when the profile fails, so the first screen does not carry Result.
const ProfileErrorView = lazy(() =>
  import('./profile-error-view').then(
    (module) => ({ default: module.ProfileErrorView }),
    () => ({ default: PlainProfileError }),
  ),
);

const COLLAPSED_KEY = 'ops.sider.collapsed';
const PRODUCT_NAME = '运营后台';

function useDocumentTitle() {
  const trail = usePageTrail();
  const title = trail[trail.length - 1]?.title;
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}

function useCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => window.localStorage.getItem(COLLAPSED_KEY) === '1');
  const update = (next: boolean) => {
    setCollapsed(next);
    window.localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
  };
  return [collapsed, update];
}

/**
 * The console shell (inside antd's providers, which the login route does not load); it also guards every page: no operator profile, no console; a password to change or two-factor
 * login to turn on first, the account setup page; a page the role may not open, 无权限 instead of the page.
 */
function ConsoleShell() {
  const profile = useProfile();
  const [collapsed, setCollapsed] = useCollapsed();
  const { pathname, search } = useLocation();
  useDocumentTitle();
  const idle = useIdlePrefetch(profile.data?.permissions);

  if (profile.isPending) return <FullPageSpin />;
  if (profile.isError) {
    if (isApiClientError(profile.error) && profile.error.status === 401) return <FullPageSpin tip="正在跳转到登录页…" />;
    return (
      <Suspense fallback={<FullPageSpin />}>
        <ProfileErrorView error={profile.error} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
      </Suspense>
    );
  }

  const operator = profile.data;
  if (operator.pendingAction) return <Navigate to={accountSetupPathFor(`${pathname}${search}`)} replace />;
  const route = findAppRoute(pathname);
  const forbidden = route !== undefined && !canOpenRoute(route, operator.permissions);

  return (
    <OperatorContext value={operator}>
      <Layout style={{ minHeight: '100vh' }}>
        <SideNav collapsed={collapsed} onCollapse={setCollapsed} />
        <Layout style={{ minWidth: 0 }}>
          <Layout.Header
            style={{
              position: 'sticky',
              top: 0,
              zIndex: 10,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
            }}
          >
            <PageBreadcrumb />
            <OperatorMenu operator={operator} />
          </Layout.Header>
          <Layout.Content style={{ padding: 24, minWidth: 0 }}>
            {/* The page of a route the role may not open never loads, so it makes none of its API calls. */}
            <Suspense fallback={null}>{forbidden ? <LazyForbiddenPage /> : <Outlet />}</Suspense>
            {idle ? (
              <Suspense fallback={null}>
                <LazyComponentWarmup />
              </Suspense>
            ) : null}
          </Layout.Content>
        </Layout>
      </Layout>
    </OperatorContext>
  );
}

export function AppLayout() {
  return (
    <AntdProviders>
      <ConsoleShell />
    </AntdProviders>
  );
}
