import { Button, Flex, Layout, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpin } from '@/components/full-page-spin';
import { useProfile } from '@/features/auth/api/get-profile';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { MSG } from '@ops/contracts/messages';
import { OperatorMenu } from './operator-menu';
import { PageBreadcrumb, usePageTrail } from './page-breadcrumb';
import { SideNav } from './side-nav';

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

/** The console shell; it also guards every page: no operator profile, no console. */
export function AppLayout() {
  const profile = useProfile();
  const [collapsed, setCollapsed] = useCollapsed();
  useDocumentTitle();

  if (profile.isPending) return <FullPageSpin />;
  if (profile.isError) {
    if (isApiClientError(profile.error) && profile.error.status === 401) return <FullPageSpin tip="正在跳转到登录页…" />;
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Result
          status="error"
          title="无法加载登录信息"
          subTitle={errorMessage(profile.error, MSG.serverError)}
          extra={
            <Button type="primary" loading={profile.isFetching} onClick={() => void profile.refetch()}>
              重试
            </Button>
          }
        />
      </Flex>
    );
  }

  return (
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
          <OperatorMenu operator={profile.data} />
        </Layout.Header>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
