import { Flex, Layout, Menu, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { BRAND } from '@/lib/brand-colors';
import { findAppRoute, menuRoutes } from '../routes';
import { HEADER_HEIGHT, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from '../theme';

interface SideNavProps {
  collapsed: boolean;
  onCollapse: (collapsed: boolean) => void;
}

const menuItems = menuRoutes.map((route) => {
  const Icon = route.icon;
  return { key: route.path, icon: Icon ? <Icon aria-hidden /> : null, label: route.title };
});

function selectedMenuKey(pathname: string): string | undefined {
  const route = findAppRoute(pathname);
  return route?.parent ?? route?.path;
}

export function SideNav({ collapsed, onCollapse }: SideNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedMenuKey(pathname);

  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      onCollapse={onCollapse}
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
    >
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        gap={10}
        style={{ height: HEADER_HEIGHT, padding: collapsed ? 0 : '0 20px', marginBottom: 8 }}
      >
        <BrandMark size={28} />
        {collapsed ? null : (
          <Typography.Text strong style={{ color: BRAND.menuActiveText, fontSize: 17, whiteSpace: 'nowrap' }}>
            运营后台
          </Typography.Text>
        )}
      </Flex>
      <Menu
        theme="dark"
        mode="inline"
        items={menuItems}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => navigate(key)}
      />
    </Layout.Sider>
  );
}
